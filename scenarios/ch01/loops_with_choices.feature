Feature: A mandatory loop that asks a player a question each time round (rules 13.1.1.2 and 13.1.1.3)

  Ping and Pong each destroy themselves as they appear and bring the other back from the discard
  pile with their 【逆襲】: mandatory every time (10.6.3.1), and each appearance asks A for a zone
  (5.11.1.2: any zone but the one A's monster is in). A answers the first time round. When the same
  board comes back, 13.1.1.2 bars the answers that brought it back, and the decision comes round
  again: the engine then tries A's other answers itself, one each time round. An answer that brings
  the same board back changes nothing on the board, and is barred in its turn; once every answer
  has been seen to do so, nobody can stop the loop: a draw (13.1.1.3). An answer that leads
  elsewhere stops the loop, and the game goes on.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Ping     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Pong」の交戦カードを1枚出現させる。 |
      | Pong     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Ping」の交戦カードを1枚出現させる。 |
      | Pang     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これがエリア5にいないなら、これを【破壊】する。【逆襲】あなたの捨て札から「Pung」の交戦カードを1枚出現させる。 |
      | Pung     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Pang」の交戦カードを1枚出現させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 1

  # Every zone A may choose for Pong and for Ping brings the same board back (the card is destroyed
  # wherever it appears): the engine walks zones 3 to 8 itself after A's first answers, and calls
  # the draw once none is left that could stop the loop.
  @rule-13.1.1.3 @rule-13.1.1.2 @rule-12.7.2 @rule-5.11.1.2
  Scenario: Every zone brings the same board back: nobody can stop the loop, a draw
    Given player A's hand is "Ping"
    And player A's discard pile is "Pong"
    And player A will choose zone 2
    And player A will choose zone 2
    When player A plays "Ping" to zone 2
    Then the game is a draw
    And the trace shows, in order:
      | rule     | player |
      | 13.1.1.2 | A      |
      | 13.1.1.3 |        |

  # Pang and Pung loop as Ping and Pong do, but Pang stays where it appears if that is zone 5. A
  # answers zone 2 for Pung and for Pang the first time round; the engine then tries zones 3 and 4
  # (both bring the same board back, both barred), then zone 5: Pang is not destroyed, no 【逆襲】
  # waits, the loop has stopped. Not a draw.
  @rule-13.1.1.2 @rule-13.1.1.3
  Scenario: A loop that one answer can stop is not a draw: that answer stops it
    Given player A's hand is "Pang"
    And player A's discard pile is "Pung"
    And player A will choose zone 2
    And player A will choose zone 2
    When player A plays "Pang" to zone 2
    Then the game is not over
    And player A has "Pang" in zone 5
    And player A's discard pile contains "Pung"
    And the trace does not show rule 13.1.1.3
