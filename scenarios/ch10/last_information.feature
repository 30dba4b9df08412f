Feature: What an effect sees of a card that has left (rule 10.10)

  A triggered ability that asks where a card is finds no zone once that card
  has left the field, and what needs the zone is not done (10.10.1.1).
  BP02-073 (ブラッディ・チェーンソー): "あなたのターン中あなたの交戦カードが出現するたび、
  それと同じ縦列にいる相手の等級６以下の交戦カードをすべて破壊する。"

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Kamikaze | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これを破壊する。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2
    And player A has "BP02-073" in strategy zone 1
    And player B has "Jet" in zone 3
    And player A's hand is "Kamikaze"

  @rule-10.10.1.1 @rule-10.6.3.1
  Scenario: The card left the field before the ability asking its column resolved
    Given player A will choose "Kamikaze"
    When player A plays "Kamikaze" to zone 3
    Then player A's discard pile contains "Kamikaze"
    And player B has "Jet" in zone 3
    And the trace shows, in order:
      | rule      | card     |
      | 10.4.3.2  | Kamikaze |
      | 10.4.3.2  | BP02-073 |
      | 10.10.1.1 |          |

  @rule-10.10.1.1 @rule-10.6.3.1
  Scenario: The card still on the field: the ability destroys in its column
    Given player A will choose "BP02-073"
    When player A plays "Kamikaze" to zone 3
    Then player B's discard pile contains "Jet"
    And player A's discard pile contains "Kamikaze"

  @rule-10.10.1.1
  Scenario: The two orders give two outcomes
    When all orderings are explored
    And player A plays "Kamikaze" to zone 3
    Then there are 2 distinct outcomes
