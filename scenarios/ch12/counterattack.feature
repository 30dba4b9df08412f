Feature: 【逆襲】 (rule 12.7)

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Maser    | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【逆襲】相手の【怒り】を1減らす。 |
      | Bomber   | battle  | 1    | blue  | Weapon   |        | 1000    | 1        | 【出現時】相手の交戦カードを1枚破壊する。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-12.7.2 @rule-10.6.4.1.2
  Scenario: Destroyed by an opponent's effect, 【逆襲】 triggers for its master
    Given player B has "Maser" in zone 5
    And player A's rage is 2
    And player A's hand is "Bomber"
    When player A plays "Bomber" to zone 3
    Then player B's discard pile contains "Maser"
    And player A's rage is 1
    And the trace shows, in order:
      | rule       | card  | player |
      | 5.12.1     | Maser | B      |
      | 10.6.4.1.2 | Maser | B      |
      | 10.4.3.3   | Maser | B      |
      | 12.7.2     | Maser | A      |

  @rule-12.7.2 @rule-11.5
  Scenario: Not when it leaves by the duplicate-card process
    Given player A has "Maser" in zone 5
    And player B's rage is 1
    And player A's hand is "Jet"
    When player A plays "Jet" to zone 5
    Then player A's discard pile contains "Maser"
    And player B's rage is 1
    And the trace does not show rule 12.7

  @rule-12.7.3 @rule-3.2.4 @rule-11.3
  Scenario: A card stacked under another has no 【逆襲】 when the stack leaves the field
    Given player A has "Jet" in zone 2 with "Maser" under it
    And player B's rage is 1
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    Then player A's discard pile contains "Maser"
    And player B's rage is 1
    And the trace shows, in order:
      | rule   | card  | player |
      | 12.7.3 | Maser | A      |
      | 11.3.3 | Jet   | A      |
    And the trace does not show rule 12.7.2
