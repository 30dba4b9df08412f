Feature: Tokens printed in the card list (rule 9.1.2)
  A card may make a token that appendix A does not name but the card list prints, with a -T
  number (BP02-T04 ちびゴジラ 第2形態). Its information is the card list's (9.1.2.2).

  Background:
    Given the cards:
      | name     | type    | rank | color | traits | threat | counter | invasion |
      | Godzilla | monster | I    | white | ゴジラ  | 10000  |         | 1        |
      | Jet      | battle  | 1    | white | Weapon |        | 2000    | 1        |
      | G-Jet    | battle  | 1    | white | ゴジラ  |        | 2000    | 1        |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  @rule-9.1.2 @rule-9.1.2.1
  Scenario: BP02-077 ちびゴジラ makes the BP02-T04 token of the card list
    Given it is the start phase
    And player A has "BP02-077" in zone 3
    And player A's deck is "Jet", "G-Jet", "Jet", "Jet"
    And player A will choose zone 5
    When the game runs until the counter phase
    Then player A's discard pile contains "BP02-077"
    And player A has "BP02-T04" in zone 5
    And player A's total counter power is 10000
    And the trace shows, in order:
      | rule   | card     | player |
      | 5.12.1 | BP02-077 | A      |
      | 9.1.2  | BP02-T04 | A      |
