Feature: A loop nobody can stop, whose board never repeats (rule 13.1)
  Two abilities that feed each other — each "when the opponent's rage went up, raise your rage
  by 1" — loop for ever: the rage grows, so no board is ever the same twice, but the same
  process repeats with no choice that could stop it. 13.1.1.3: the game is a draw.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Echo     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 相手の怒りが増えた時、あなたの【怒り】を1増やす。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  @rule-13.1.1.3 @rule-10.4.3
  Scenario: Two abilities raising each other's rage are a loop: a draw
    Given player A has "Echo" in zone 4
    And player B has "Echo" in zone 4
    And player A's hand is "Godzilla"
    When player A discards "Godzilla" to gain rage
    Then the game is a draw
    And the trace shows, in order:
      | rule     | player |
      | 8.4.1    | A      |
      | 13.1.1.3 |        |
