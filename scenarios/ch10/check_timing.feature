Feature: Check timing and standby abilities (rules 10.4.3 and 10.6)

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Drummer  | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの【怒り】を1増やす。 |
      | Doubler  | battle  | 1    | red   | Weapon   |        | 1000    | 1        | あなたの怪獣カードの怒りが増えるたび、カードを1枚引く。 |
      | Watcher  | battle  | 1    | blue  | Weapon   |        | 1000    | 1        | 相手の怪獣カードが進攻した時、カードを1枚引く。 |
      | Echo     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 相手の怪獣カードが進攻した時、カードを1枚引く。 |
      | Scout    | battle  | 1    | red   | Weapon   |        | 1000    | 1        | あなたの怪獣カードが進攻するたび、カードを1枚引く。 |
      | Twice    | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの【怒り】を1増やす。あなたの【怒り】を1増やす。 |
      | Payer    | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの手札を1枚捨てることで、カードを1枚引く。 |
      | Alarm    | battle  | 1    | blue  | Weapon   |        | 1000    | 1        | 相手のターン中撃退フェイズ開始時、カードを1枚引く。 |
      | Breaker  | battle  | 1    | red   | Weapon   |        | 1000    | 1        | あなたの撃退フェイズ開始時、相手の等級5以下の交戦カードを1枚破壊する。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-10.4.3.2 @rule-10.4.3.3
  Scenario: The turn player's standby abilities resolve before the non-turn player's
    Given player A has "Scout" in zone 5
    And player B has "Watcher" in zone 5
    And player A's hand is "Jet"
    And player A's deck is "Jet"
    And player B's deck is "Jet"
    When player A invades discarding "Jet"
    Then player B's hand has 1 card
    And player A's hand has 1 card
    And the trace shows, in order:
      | rule     | card    | player |
      | 10.4.3.2 | Scout   | A      |
      | 10.4.3.3 | Watcher | B      |

  @rule-10.4.3.1 @rule-10.6.2
  Scenario: An ability resolved at a check timing can trigger another in the same check timing
    Given player A has "Doubler" in zone 5
    And player A's hand is "Drummer"
    And player A's deck is "Jet"
    When player A plays "Drummer" to zone 4
    Then player A's rage is 1
    And player A's hand contains "Jet"
    And the trace shows, in order:
      | rule     | card    |
      | 12.2.2   | Drummer |
      | 10.4.3.2 | Drummer |
      | 10.6.2   | Doubler |
      | 10.4.3.2 | Doubler |

  @rule-10.6.3.1
  Scenario: With two standby abilities, the player chooses the order
    Given player B has "Watcher" in zone 5
    And player B has "Echo" in zone 6
    And player A's hand is "Jet"
    And player B's deck is "Jet", "Jet"
    And player B will choose "Echo"
    When player A invades discarding "Jet"
    Then player B's hand has 2 cards
    And the trace shows, in order:
      | rule     | card    |
      | 10.4.3.3 | Echo    |
      | 10.4.3.3 | Watcher |

  @rule-10.6.3.1
  Scenario: All orderings of two standby abilities lead to one outcome
    Given player B has "Watcher" in zone 5
    And player B has "Echo" in zone 6
    And player A's hand is "Jet"
    And player B's deck is "Jet", "Jet"
    When all orderings are explored
    And player A invades discarding "Jet"
    Then there is 1 distinct outcome

  @rule-10.6.2.1
  Scenario: An ability triggered twice before it is played waits twice and is played twice
    Given player A has "Doubler" in zone 5
    And player A's hand is "Twice"
    And player A's deck is "Jet", "Jet"
    When player A plays "Twice" to zone 4
    Then player A's rage is 2
    And player A's hand has 2 cards
    And the trace shows, in order:
      | rule     | card    |
      | 10.6.2   | Doubler |
      | 10.6.2.1 | Doubler |
      | 10.4.3.2 | Doubler |
      | 10.4.3.2 | Doubler |

  @rule-10.6.3.2.1 @rule-10.5.4
  Scenario: An ability whose cost its master declines to pay is not played, and its standby is gone
    Given player A's hand is "Payer", "Jet"
    And player A's deck is "Jet"
    And player A will choose no
    When player A plays "Payer" to zone 4
    Then player A's hand has 1 card
    And player A's deck has 1 card
    And the trace shows, in order:
      | rule       | card  | player |
      | 12.2.2     | Payer | A      |
      | 10.6.3.2.1 | Payer | A      |
      | 10.4.3.4   |       |        |

  @rule-10.6.3.2 @rule-10.5.4.1
  Scenario: An ability whose cost cannot be paid in full is not played
    Given player A's hand is "Payer"
    And player A's deck is "Jet"
    When player A plays "Payer" to zone 4
    Then player A's hand has 0 cards
    And player A's deck has 1 card
    And the trace shows, in order:
      | rule     | player |
      | 10.6.3.2 | A      |

  @rule-10.6.7 @rule-10.5.2.3.3 @rule-10.4.3.2 @rule-10.4.3.3
  Scenario: An ability is played even though its card was destroyed while it waited
    Given player A has "Breaker" in zone 5
    And player B has "Alarm" in zone 4
    And player B's deck is "Jet"
    When the game runs until the end phase
    Then player B's discard pile contains "Alarm"
    And player B's hand contains "Jet"
    And the trace shows, in order:
      | rule     | card    | player |
      | 10.6.2   | Breaker | A      |
      | 10.6.2   | Alarm   | B      |
      | 10.4.3.2 | Breaker | A      |
      | 5.12.1   | Alarm   | B      |
      | 10.4.3.3 | Alarm   | B      |
      | 10.6.7   | Alarm   | B      |
