Feature: A mandatory loop that asks a player a question each time round (rules 13.1.1.2 and 13.1.1.3)

  Ping and Pong each destroy themselves as they appear and bring the other back from the discard
  pile with their 【逆襲】: mandatory every time (10.6.3.1), and each appearance asks A for a zone
  (5.11.1.2: any zone but the one A's monster is in). The choice is A's every time round (13.1.1.1):
  the engine never answers for A. When the same board comes back, 13.1.1.2 bars the answers that
  brought it back, and A is asked again without them (the trace says so, and that a loop no answer
  can stop is a draw). Placing Pong and placing Ping are two actions, each asked by its card's name:
  Pong's zone 2 does not bar Ping's. Once every answer has brought the same board back, nobody can
  stop the loop: a draw (13.1.1.3). An answer that leads elsewhere stops it, and the game goes on.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Ping     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Pong」の交戦カードを1枚出現させる。 |
      | Pong     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Ping」の交戦カードを1枚出現させる。 |
      | Pang     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これがエリア5にいないなら、これを【破壊】する。【逆襲】あなたの捨て札から「Pung」の交戦カードを1枚出現させる。 |
      | Pung     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Pang」の交戦カードを1枚出現させる。 |
      | Peng     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これがエリア5~6にいないなら、これを【破壊】する。【逆襲】あなたの捨て札から「Pyng」の交戦カードを1枚出現させる。 |
      | Pyng     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Peng」の交戦カードを1枚出現させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  # Every zone A may choose for Pong and for Ping brings the same board back (the card is destroyed
  # wherever it appears). A answers every time round: zones 2 to 7 for Pong and for Ping in turn,
  # each barred once it has come back; zone 8, the last left, is not asked. Then no answer that was
  # still free led back to the board: the draw.
  @rule-13.1.1.3 @rule-13.1.1.2 @rule-12.7.2 @rule-5.11.1.2
  Scenario: Every zone brings the same board back: A answers each time round, then the loop is a draw
    Given player A's hand is "Ping"
    And player A's discard pile is "Pong"
    And player A will choose zone 2
    And player A will choose zone 2
    And player A will choose zone 3
    And player A will choose zone 3
    And player A will choose zone 4
    And player A will choose zone 4
    And player A will choose zone 5
    And player A will choose zone 5
    And player A will choose zone 6
    And player A will choose zone 6
    And player A will choose zone 7
    And player A will choose zone 7
    When player A plays "Ping" to zone 2
    Then the game is a draw
    And the trace shows, in order:
      | rule     | player |
      | 13.1.1.2 | A      |
      | 13.1.1.2 | A      |
      | 13.1.1.3 |        |

  # Pang and Pung loop as Ping and Pong do, but Pang stays where it appears if that is zone 5. A
  # answers zone 2 for Pung and for Pang the first time round: the same board, both barred. Then A
  # sends Pung to zone 5 (destroyed there: the same board again, Pung's zone 5 barred) and Pang to
  # zone 5, still offered, as placing Pang is another action: Pang stays, no 【逆襲】 waits, the loop
  # has stopped. Not a draw.
  @rule-13.1.1.2 @rule-13.1.1.3
  Scenario: A loop that one answer can stop is not a draw: A gives that answer and the game goes on
    Given player A's hand is "Pang"
    And player A's discard pile is "Pung"
    And player A will choose zone 2
    And player A will choose zone 2
    And player A will choose zone 5
    And player A will choose zone 5
    When player A plays "Pang" to zone 2
    Then the game is not over
    And player A has "Pang" in zone 5
    And player A's discard pile contains "Pung"
    And the trace does not show rule 13.1.1.3

  # Peng stays where it appears in zone 5 or zone 6: two answers stop the loop, and which one is A's
  # choice. Zone 5 is offered first; A chooses zone 6, and Peng stays there.
  @rule-13.1.1.2 @rule-13.1.1.1
  Scenario: Where two answers stop the loop, the one the player chooses is taken
    Given player A's hand is "Peng"
    And player A's discard pile is "Pyng"
    And player A will choose zone 2
    And player A will choose zone 2
    And player A will choose zone 3
    And player A will choose zone 6
    When player A plays "Peng" to zone 2
    Then the game is not over
    And player A has "Peng" in zone 6
    And player A's discard pile contains "Pyng"
    And the trace does not show rule 13.1.1.3
