Feature: Choices both players make at once (1.3.4)

  Background:
    Given the cards:
      | name     | type    | rank | color | traits | threat | counter | invasion |
      | Godzilla | monster | I    | red   | ゴジラ  | 10000  |         | 1        |
      | Tank     | battle  | 2    | red   | Weapon |        | 6000    | 1        |
      | Jet      | battle  | 1    | red   | Weapon |        | 2000    | 1        |

  @rule-1.3.4.2
  Scenario: Each player discards down to 2 (BP03-029): the turn player chooses, then the other, then both discard
    Given player A's invading monster is "BP03-029", "Godzilla" x7 in zone 2
    And player B's invading monster is "Godzilla" in zone 1
    And player A's hand is "Tank", "Tank", "Jet", "Jet"
    And player B's hand is "Tank", "Jet", "Jet"
    And player A will choose "各プレイヤーは自分の手札を2枚になるよう捨てる。"
    And player A will choose "Tank"
    And player B will choose "Tank"
    When player A invades discarding "Tank"
    Then player A's hand has 2 cards
    And player B's hand has 2 cards
    And player B's discard pile contains "Jet"
    And the trace shows, in order:
      | rule    | player |
      | 5.7.2   | A      |
      | 5.7.2   | B      |
      | 1.3.4.2 |        |
      | 5.7.2   | A      |
      | 5.7.2   | B      |
