Feature: Moving monsters and swapping cards (rules 5.6 and 5.13), and counts of zero (1.3.2.2)

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Pusher   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】相手の怪獣カードを1エリア後退させる。 |
      | Scavenger | battle | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの捨て札の交戦カード1枚につき、カードを1枚引く。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 3

  @rule-5.13.2
  Scenario: An effect retreats the opponent's monster to the zone numbered one lower
    Given player A's hand is "Pusher"
    When player A plays "Pusher" to zone 4
    Then player B's invading monster is "Godzilla" in zone 2
    And the trace shows, in order:
      | rule   | player |
      | 5.13.2 | B      |

  @rule-5.13.2.1
  Scenario: A monster in zone 1 does not retreat
    Given player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Pusher"
    When player A plays "Pusher" to zone 4
    Then player B's invading monster is "Godzilla" in zone 1
    And the trace shows, in order:
      | rule     | player |
      | 5.13.2.1 | B      |

  @rule-5.13.1.2
  Scenario: BP01-078 ゴジラ襲来 advances the monster zone by zone until it is in zone 6
    Given player A's invading monster is "Godzilla" in zone 4
    And player A's hand is "BP01-078"
    When player A activates "BP01-078"
    Then player A's invading monster is "Godzilla" in zone 6
    And the trace shows, in order:
      | rule     | player |
      | 5.13.1.2 | A      |
      | 5.13.1.2 | A      |

  @rule-5.6.2
  Scenario: BP02-069 cannot swap with fewer than two of the opponent's battle cards: nothing moves
    Given player B has "Jet" in zone 5
    And player A's hand is "BP02-069"
    When player A activates "BP02-069"
    Then player B has "Jet" in zone 5
    And the trace shows, in order:
      | rule  |
      | 5.6.2 |

  @rule-1.3.2.2
  Scenario: An effect counted 0 times is not performed
    Given player A's hand is "Scavenger"
    And player A's deck is "Jet"
    When player A plays "Scavenger" to zone 4
    Then player A's hand has 0 cards
    And the trace shows, in order:
      | rule    | player |
      | 1.3.2.2 | A      |
