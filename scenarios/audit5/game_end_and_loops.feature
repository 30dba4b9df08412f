Feature: Audit 5: the game's end (1.2) reached mid-action, advances that do not win, and loops (13.1)

  Written from the JP 1.04 text alone, in the contract's phrases, before reading the engine
  (issue 18, fifth audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Striker  | monster | I    | red   | ゴジラ | 10000  |         | 1        | 【進攻時】カードを1枚引く。 |
      | Jet      | battle  | 1    | red   | 兵器   |        | 1000    | 1        |      |
      | Jet2     | battle  | 1    | red   | 兵器   |        | 1000    | 2        |      |
      | Pusher   | battle  | 1    | red   | 兵器   |        | 1000    | 1        | 【出現時】あなたの進攻怪獣を2回前進させる。 |
      | Ping     | battle  | 1    | red   | 兵器   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Pong」の交戦カードを1枚出現させる。 |
      | Pong     | battle  | 1    | red   | 兵器   |        | 1000    | 1        | 【出現時】これを【破壊】する。【逆襲】あなたの捨て札から「Ping」の交戦カードを1枚出現させる。 |

  # 8.6.1.2: icon 2 from zone 7: to zone 8, then an advance by invasion from zone 8 with B's zone
  # 8 empty: A wins (5.13.1.1.2) at once (1.2.1); Striker's 【進攻時】 never resolves.
  @rule-5.13.1.1.2 @rule-8.6.1.2 @rule-1.2.1
  Scenario: The second step of an invasion wins from zone 8 and nothing after it happens
    Given player A's invading monster is "Striker" in zone 7
    And player A's hand is "Jet2", "Jet"
    And player A's deck is "Jet" x5
    And player B's invading monster is "Godzilla" in zone 1
    When player A invades discarding "Jet2"
    Then player A wins the game by invasion
    And player A's hand has 1 card

  # From zone 8 with a battle card in B's zone 8 the monster does not advance (5.13.1.1.1); it did
  # not move, so 【進攻時】 is not triggered (12.3.2.1, 5.13.3).
  @rule-5.13.1.1.1 @rule-12.3.2.1 @rule-5.13.3
  Scenario: A blocked invasion from zone 8 neither wins nor triggers When invading
    Given player A's invading monster is "Striker" in zone 8
    And player A's hand is "Jet", "Jet"
    And player A's deck is "Jet" x5
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Jet" in zone 8
    When player A invades discarding "Jet"
    Then the game is not over
    And player A's invading monster is "Striker" in zone 8
    And player A's hand has 1 card

  # Icon 2 from zone 7 with B's zone 8 guarded: it advances to 8 (that advance happened), the
  # second is blocked. It did advance by invasion: 【進攻時】 draws 1 (12.3.2): hand 2 - 1 + 1.
  @rule-12.3.2 @rule-5.13.1.1.1 @rule-8.6.1.2
  Scenario: An invasion stopped at zone 8 after one step still triggers When invading
    Given player A's invading monster is "Striker" in zone 7
    And player A's hand is "Jet2", "Jet"
    And player A's deck is "Jet" x5
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Jet" in zone 8
    When player A invades discarding "Jet2"
    Then the game is not over
    And player A's invading monster is "Striker" in zone 8
    And player A's hand has 2 cards

  # An effect's advance is not an invasion: from zone 7 the first advance reaches 8, the second
  # does nothing and wins nothing (5.13.1.1.1), with B's zone 8 empty.
  @rule-5.13.1.1.1 @rule-5.13.1 @rule-12.2.2
  Scenario: Advancing by an effect from zone 8 never wins
    Given player A's invading monster is "Godzilla" in zone 7
    And player A's hand is "Pusher"
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays "Pusher" to zone 1
    Then the game is not over
    And player A's invading monster is "Godzilla" in zone 8

  # 1.2.3: any player may concede at any time, the non-turn player too; A wins.
  @rule-1.2.3 @rule-1.2.1
  Scenario: The non-turn player concedes during the turn player's main phase
    Given player A's invading monster is "Godzilla" in zone 3
    And player B's invading monster is "Godzilla" in zone 1
    When player B concedes
    Then player A wins the game by concession

  # Ping appears, destroys itself (12.2.2), its 【逆襲】 (12.7.2) brings Pong from the discard
  # pile, which destroys itself and brings Ping back, and so on. Every step is mandatory (10.6.3.1,
  # 10.5.3.1: "1枚", not "まで"), so neither player can stop it: the game is a draw (13.1.1.3).
  # After the first run: each appearance asks A for a zone (5.11.1.2, any zone but the monster's),
  # which the contract makes a scripted decision, asked every time round (13.1.1.1: the choice is
  # the player's). Placing Pong and placing Ping are two actions, each asked of A by its card's name.
  # The engine reads 13.1.1.2 as forbidding a zone choice that already brought the same board back,
  # so A is walked through zones 2..7 for Pong and for Ping in turn (zone 8, the last, needs no
  # script) before 13.1.1.3 ends the game; the verdict is the rules' draw.
  @rule-13.1.1.3 @rule-13.1.1.2 @rule-12.7.2 @rule-10.6.3.1
  Scenario: A mandatory loop that neither player can stop ends the game in a draw
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's hand is "Ping"
    And player A's discard pile is "Pong"
    And player B's invading monster is "Godzilla" in zone 1
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
