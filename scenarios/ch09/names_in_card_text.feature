Feature: 「name」 in card text means the card name (rule 2.1.3)
  A scenario names a real card by its number; card text names cards by their printed names.
  The engine must compare 「ちびゴジラ」 with a card's name (BP02-077's is ちびゴジラ), never
  with the label the scenario gives it.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits | threat | counter | invasion | text |
      | Godzilla | monster | I    | white | ゴジラ  | 10000  |         | 1        |      |
      | Second Form | battle | 8 | white | トークン/ちびゴジラの逆襲/ゴジラ | | 10000 | 1 | あなたのエンドフェイズ開始時、これを【破壊】し、あなたの捨て札から「ちびゴジラ」の交戦カードを1枚出現させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  @rule-2.1.3 @rule-5.11.1
  Scenario: Appendix A's fourth token plays 「ちびゴジラ」 from the discard pile, named by its number
    Given it is the end phase
    And player A has "Second Form" in zone 4
    And player A's discard pile is "BP02-077"
    And player A's hand is "Godzilla" x5
    And player A will choose zone 6
    When the game runs until the start phase
    Then player A has "BP02-077" in zone 6
    And player A's zone 4 is empty
    And player A's discard pile has 0 cards
