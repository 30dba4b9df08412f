Feature: Rule actions (rules chapter 11)

  Background:
    Given the cards:
      | name        | type     | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | Godzilla | 15000  |         | 1        |      |
      | Tank        | battle   | 2    | red   | Weapon   |        | 2000    | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Maser       | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【逆襲】カードを1枚引く。 |
      | Camp        | strategy | 1    | red   | Base     |        |         | 1        |      |
      | Pusher      | battle   | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの怪獣カードを1エリア前進させる。カードを1枚引く。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-11.3
  Scenario: A monster advancing into its own battle card's zone crushes it at once
    Given player A has "Tank" in zone 2
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player A's zone 2 is empty
    And player A's discard pile contains "Tank"
    And the trace shows, in order:
      | rule   | card     | player |
      | 5.13.1 | Godzilla | A      |
      | 11.3.3 | Tank     | A      |
      | 5.13.1 | Godzilla | A      |

  @rule-11.3 @rule-12.7
  Scenario: A crushed battle card's counterattack triggers
    Given player A has "Maser" in zone 2
    And player A's hand is "Jet"
    And player A's deck is "Tank"
    When player A invades discarding "Jet"
    Then player A's hand contains "Tank"
    And the trace shows, in order:
      | rule     | card  |
      | 11.3.3   | Maser |
      | 12.7.2   | Maser |
      | 10.4.3.2 | Maser |

  @rule-11.5
  Scenario: Two battle cards in one zone: the one placed last stays
    Given player A has "Maser" in zone 5
    And player A's hand is "Jet"
    When player A plays "Jet" to zone 5
    Then player A has "Jet" in zone 5
    And player A's discard pile contains "Maser"
    And the trace does not show rule 12.7
    And the trace shows, in order:
      | rule     | card  |
      | 10.4.3.1 | Maser |

  @rule-11.2
  Scenario: Drawing from an empty deck reshuffles the discard pile first
    Given player A's deck is empty
    And player A's discard pile is "Tank" x3
    And player A's hand is empty
    When player A ends the main phase
    Then player A's hand has 3 cards
    And player A's discard pile has 0 cards
    And the trace shows, in order:
      | rule   | player |
      | 11.2.3 | A      |
      | 7.5.4  | A      |

  @rule-11.2
  Scenario: With nothing to reshuffle, nothing is drawn
    Given player A's deck is empty
    And player A's hand is empty
    When player A ends the main phase
    Then player A's hand has 0 cards
    And the trace shows, in order:
      | rule   |
      | 11.2.4 |

  @rule-11.4.1
  Scenario: A strategy card in a zone goes to its owner's discard pile at the check timing
    Given player A has "Camp" in zone 4
    And player A's deck is "Tank" x5
    When player A ends the main phase
    Then player A's discard pile contains "Camp"
    And the trace shows, in order:
      | rule   | card |
      | 10.4.3 |      |
      | 11.4.1 | Camp |

  @rule-11.1.2.1 @rule-11.3
  Scenario: A crush interrupts an ability between its two effects
    Given player A has "Tank" in zone 2
    And player A's hand is "Pusher"
    And player A's deck is "Jet"
    When player A plays "Pusher" to zone 5
    Then player A's discard pile contains "Tank"
    And player A's hand contains "Jet"
    And the trace shows, in order:
      | rule     | card   |
      | 10.4.3.2 | Pusher |
      | 5.13.1   |        |
      | 11.3.3   | Tank   |
      | 5.4.1    | Jet    |

  @rule-11.4.2
  Scenario: A card left in the resolution area, not being played, goes to its owner's discard pile
    Given player B has "Tank" in the resolution area
    When the game runs until the counter phase
    Then player B's discard pile contains "Tank"
    And the trace shows, in order:
      | rule     | card | player |
      | 10.4.3   |      |        |
      | 11.4.2   | Tank | B      |
      | 10.4.3.4 |      |        |
      | 7.3.2    |      | A      |

  @rule-11.4.2 @rule-12.7.2
  Scenario: Leaving the resolution area by 11.4.2 is not leaving the field: no 【逆襲】
    Given player A has "Maser" in the resolution area
    And player A's deck is "Tank"
    When the game runs until the counter phase
    Then player A's discard pile contains "Maser"
    And player A's hand does not contain "Tank"
    And the trace does not show rule 12.7.2
