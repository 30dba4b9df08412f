Feature: Audit, chapter 1: winning, losing and the game's great principles

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Rooted   | monster | I    | red   | Godzilla | 10000  |         | 1        | これは前進も進攻もできない。 |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Tank     | battle  | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Doom     | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたはゲームに敗北する。カードを1枚引く。 |
      | Purger   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】手札を2枚捨てる。 |
      | Shover   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】相手の怪獣カードを1エリア前進させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-1.2.4 @rule-1.2.1
  Scenario: An effect that makes its master lose ends the game in the middle of that effect
    Given player A's hand is "Doom"
    And player A's deck is "Jet"
    When player A plays "Doom" to zone 4
    # 1.2.4: a player who loses by an effect loses during that effect's processing,
    # without waiting for a check timing, and the game ends there.
    # 1.2.1: B has not lost, A has, so B wins.
    Then player B wins the game
    # The game ended before "カードを1枚引く" could be performed: the deck is untouched.
    And player A's deck has 1 card

  @rule-1.3.2
  Scenario: Asked to discard two cards with one in hand, the player discards the one
    Given player A's hand is "Purger", "Tank"
    When player A plays "Purger" to zone 4
    # After Purger leaves the hand, only Tank is left. 5.7.1 asks for 2 cards; 1.3.2:
    # when only part of an action can be done, it is done as far as possible.
    Then player A's hand has 0 cards
    And player A's discard pile contains "Tank"

  @rule-1.3.3 @rule-5.13.1
  Scenario: A prohibition beats an instruction: the monster that cannot advance stays
    Given player B's invading monster is "Rooted" in zone 2
    And player A's hand is "Shover"
    When player A plays "Shover" to zone 4
    # 1.3.3: Shover instructs B's monster to advance (5.13.1); Rooted's ability forbids it.
    # The prohibition always wins: the monster stays in zone 2.
    Then player B's invading monster is "Rooted" in zone 2

  @rule-1.3.3 @rule-7.5.2
  Scenario: The end phase's advance is an instruction a prohibition also beats
    Given player A's invading monster is "Rooted" in zone 1
    And player A's hand is "Tank" x5
    And player B's deck is "Tank" x5
    When player A ends the main phase
    # 7.5.2 tells the turn player to advance the monster; Rooted cannot advance (1.3.3).
    # The game runs on to B's main phase with A's monster still in zone 1.
    Then it is player B's turn
    And player A's invading monster is "Rooted" in zone 1

  @rule-1.2.1.1 @rule-8.6.1.2 @rule-5.13.1.1.2
  Scenario: An invasion of two from zone 7 passes zone 8 and wins
    Given player A's invading monster is "Godzilla" in zone 7
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    # 8.6.1.2: Jet's icon is 2, so the monster advances twice. The first advance takes it
    # from 7 to 8; the second is an advance by invasion from zone 8 with B's zone 8
    # empty, so A wins by invasion (5.13.1.1.2, 1.2.1.1).
    Then player A wins the game by invasion

  @rule-1.2.1.1 @rule-5.13.1.1.1 @rule-8.6.1.2
  Scenario: The same invasion stops in zone 8 when the opponent's zone 8 holds a battle card
    Given player A's invading monster is "Godzilla" in zone 7
    And player B has "Tank" in zone 8
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    # First advance 7 -> 8; the second is blocked by B's card in zone 8 (5.13.1.1.1).
    Then player A's invading monster is "Godzilla" in zone 8
    And the game is not over

  # Fourth round (prohibitions against effects, after the BP01-073 finding): written from
  # the text first; the engine's handling of prohibitions was not read before running.

  @rule-1.3.3 @rule-8.2.1
  Scenario: A battle card cannot be played from the hand into a column the opponent's monster forbids
    Given the cards:
      | name   | type    | rank | color | traits   | threat | counter | invasion | text |
      | Warden | monster | I    | red   | Godzilla | 10000  |         | 1        | 相手はこれと同じ縦列のエリアに交戦カードを出現させることができない。 |
    And player B's invading monster is "Warden" in zone 3
    And player A's hand is "Tank"
    When player A tries to play "Tank" to zone 8
    # B's zone 3 shares its column with A's zones 3 and 8 (4.4.5.4): forbidden (1.3.3).
    Then the action is refused by rule 1.3.3
    And player A's hand contains "Tank"

  @rule-1.3.3 @rule-5.11.1
  Scenario: Nor can an effect make one appear there
    Given the cards:
      | name   | type    | rank | color | traits   | threat | counter | invasion | text |
      | Warden | monster | I    | red   | Godzilla | 10000  |         | 1        | 相手はこれと同じ縦列のエリアに交戦カードを出現させることができない。 |
      | Raiser | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの捨て札から交戦カードを1枚、これの隣接エリアに出現させる。 |
    And player B's invading monster is "Warden" in zone 3
    And player A's discard pile is "Tank"
    And player A's hand is "Raiser"
    When player A plays "Raiser" to zone 2
    # Zone 2 is adjacent to 1 (A's monster: 5.11.1.1) and 3 (in Warden's column: 1.3.3).
    # No zone is left: Tank stays in the discard pile.
    Then player A's discard pile contains "Tank"
    And player A's zone 3 is empty

  @rule-1.3.3 @rule-5.9.1 @rule-10.3.4.3
  Scenario: BP02-070 stops BP03-012 from placing a strategy card by its effect
    Given the cards:
      | name   | type     | rank | color | traits | threat | counter | invasion | text |
      | Gz II  | monster  | II   | blue  | ゴジラ | 15000  |         | 1        |      |
      | Tide   | strategy | 2    | blue  | Plan   |        |         | 1        | カードを1枚引く。 |
    And player A's invading monster is "Gz II" in zone 2
    And player B has "BP02-070" in strategy zone 1
    And player A's hand is "BP03-012", "Tide"
    And player A's deck is "Jet" x3
    When player A plays the monster "BP03-012"
    # BP02-070 (B's, in A's turn): A cannot place strategy cards (1.3.3 beats BP03-012's
    # instruction, 5.9.1 being "place and activate"). Tide stays in the hand; no draw.
    Then player A's strategy zones are empty
    And player A's hand contains "Tide"
    And player A's hand has 1 card

  @rule-1.3.3
  Scenario: "Not destroyed by the opponent's effects" stops the opponent's destroying effect
    Given the cards:
      | name  | type   | rank | color | traits | threat | counter | invasion | text |
      | Aegis | battle | 1    | red   | Weapon |        | 1000    | 1        | これは相手の効果で破壊されない。 |
      | Bomb  | battle | 1    | blue  | Weapon |        | 1000    | 1        | 【出現時】相手の交戦カードを1枚破壊する。 |
    And player B has "Aegis" in zone 5
    And player A's hand is "Bomb"
    When player A plays "Bomb" to zone 3
    # A's effect cannot destroy Aegis (1.3.3).
    Then player B has "Aegis" in zone 5

  @rule-1.3.3 @rule-11.5.1 @rule-11.1.1
  Scenario: "Not destroyed by the opponent's effects" does not stop a rule action
    Given the cards:
      | name  | type   | rank | color | traits | threat | counter | invasion | text |
      | Aegis | battle | 1    | red   | Weapon |        | 1000    | 1        | これは相手の効果で破壊されない。 |
    And player B is the turn player
    And player B has "Aegis" in zone 5
    And player B's hand is "Tank"
    # (First draft set the board after a When step, which the runner refuses, and used the
    # phrase for playing ON a card (3.2.5); split in two, plain play into the zone.)
    When player B plays "Tank" to zone 5
    # 11.5.1 is a rule action (11.1.1), not an effect: Aegis, placed first, is destroyed.
    Then player B has "Tank" in zone 5
    And player B's discard pile contains "Aegis"

  # Sixth round: the same prohibitions on other paths, written from the text first.

  @rule-1.3.3 @rule-5.13.1.2 @rule-5.13.3
  Scenario: A monster that cannot advance is not moved by "advance to zone 6" either
    Given the cards:
      | name    | type   | rank | color | traits | threat | counter | invasion | text |
      | Charger | battle | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】あなたの怪獣カードをエリア6まで前進させる。 |
    And player A's invading monster is "Rooted" in zone 2
    And player A's hand is "Charger"
    When player A plays "Charger" to zone 4
    # 5.13.1.2.2 repeats the advance; each one is forbidden (1.3.3): it stays in zone 2.
    Then player A's invading monster is "Rooted" in zone 2

  @rule-1.3.3 @rule-4.4.5.4
  Scenario: "Not destroyed by the opponent's effects" also holds against "destroy them all"
    Given the cards:
      | name   | type   | rank | color | traits | threat | counter | invasion | text |
      | Aegis  | battle | 1    | red   | Weapon |        | 1000    | 1        | これは相手の効果で破壊されない。 |
      | Column | battle | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】これと同じ縦列にいる相手の交戦カードをすべて破壊する。 |
    And player B has "Aegis" in zone 5
    And player B has "Tank" in zone 6
    And player A's invading monster is "Godzilla" in zone 2
    And player A's hand is "Column"
    When player A plays "Column" to zone 1
    # A's zone 1 is one column with B's 5 and 6 (4.4.5.4): Tank is destroyed, Aegis is not.
    Then player B has "Aegis" in zone 5
    And player B's zone 6 is empty

  @rule-1.3.3 @rule-7.2.4 @rule-12.4.2
  Scenario: BP03-004's rage is not lowered by the opponent's effect in the opponent's turn
    Given the cards:
      | name  | type   | rank | color | traits | threat | counter | invasion | text |
      | Drain | battle | 1    | red   | Weapon |        | 1000    | 1        | 【出現時】相手の【怒り】を2減らす。 |
    And player B is the turn player
    And player A's invading monster is "BP03-004" in zone 4
    And player A's rage is 2
    And player B's hand is "Drain"
    When player B plays "Drain" to zone 3
    # In B's turn, with A's monster in zone 4 (【覚醒4】), B's effect cannot lower A's rage.
    Then player A's rage is 2

  # Seventh round, written from the text first.

  @rule-5.13.1.1.1 @rule-10.4.1 @rule-10.6.1
  Scenario: BP01-004 reaching zone 8 clears zone 8 too late for the same invasion to win
    Given player A's invading monster is "BP01-004" in zone 7
    And player B has "Tank" in zone 8
    And player A's hand is "Jet"
    When player A invades discarding "Jet"
    # Icon 2: 7 -> 8; the second advance from zone 8 is blocked by B's Tank (5.13.1.1.1).
    # BP01-004's "reaches zone 8" ability only waits (10.6.1) and resolves at the next check
    # timing (10.4.1), after the invasion: it destroys every battle card, but A has not won.
    Then player A's invading monster is "BP01-004" in zone 8
    And player B's zone 8 is empty
    And the game is not over
