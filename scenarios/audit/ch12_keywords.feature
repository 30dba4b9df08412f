Feature: Audit, chapter 12: 強襲 leaving, 逆襲 by one's own hand, 進化 with real cards, 覚醒 turning off, 進攻時 and bases

  Written from the JP 1.04 text before reading the engine (issue 19's own
  audit). Each expected outcome is derived by hand in the comments beside it.

  Background:
    Given the cards:
      | name         | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla     | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Invader      | monster | I    | red   | Godzilla | 10000  |         | 1        | 【進攻時】カードを1枚引く。 |
      | Godzilla III | monster | III  | red   | Godzilla | 20000  |         | 1        | 【出現時】あなたの【怒り】を1増やす。 |
      | Godzilla IV  | monster | IV   | red   | Godzilla | 40000  |         | 1        | 【強襲3】 |
      | Jet          | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Tank         | battle  | 1    | red   | Weapon   |        | 1000    | 1        |      |
      | Fuse         | battle  | 1    | red   | Weapon   |        | 1000    | 1        | あなたのエンドフェイズ開始時、これを破壊する。【逆襲】カードを1枚引く。 |
      | Sentry       | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【覚醒4】このカードの撃退力+3000。 |
      | Pusher       | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】相手の怪獣カードを1エリア後退させる。 |
      | Nudger       | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】あなたの怪獣カードを1エリア前進させる。 |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-12.5.3 @rule-12.5.2 @rule-8.5.1.1
  Scenario: When 【強襲】 discards the top card, the card below is not played and its 【出現時】 waits for nothing
    Given player A's invading monster is "Godzilla III" in zone 2
    And player A's hand is "Godzilla IV"
    And player A's deck is "Jet" x6
    And player B's deck is "Jet" x5
    When player A plays the monster "Godzilla IV" as rank III
    # 12.5.2: played as if rank III; 8.5.1.1: the play raises rage by 1.
    Then player A's rage is 1
    When player A ends the main phase
    # 12.5.2: at the start of A's end phase IV goes to the discard pile; Godzilla III is
    # the top card again. 12.5.3: that is not an appearance (5.11), so III's 【出現時】 does
    # not trigger: the rage stays 1 (B's start phase resets only B's rage, 7.2.4).
    Then it is player B's turn
    And player A's discard pile contains "Godzilla IV"
    And player A's rage is 1

  @rule-12.7.2 @rule-7.5.1
  Scenario: A card that destroys itself still counterattacks
    Given player A has "Fuse" in zone 4
    And player A's hand is "Tank" x5
    And player A's deck is "Jet" x3
    And player B's deck is "Jet" x5
    When player A ends the main phase
    # 7.5.1: Fuse destroys itself; 12.7.2: it went from the field to the discard pile other
    # than by 11.5, so 【逆襲】 draws 1: hand 6. 7.5.4: 6 >= 5, no draw.
    Then it is player B's turn
    And player A's discard pile contains "Fuse"
    And player A's hand has 6 cards

  @rule-12.6.2 @rule-5.17.1 @rule-5.17.1.1 @rule-5.11.1
  Scenario: SD02-007 evolves into SD02-010, which appeared by evolution and draws
    Given it is the start phase
    And player A has "SD02-007" in zone 3
    And player A's deck is "Jet", "SD02-010", "Jet", "Jet"
    And player A will choose yes
    And player A will choose "SD02-010"
    When the game runs until the counter phase
    # (First draft put SD02-010 on top of the deck, where 7.2.2's draw took it; fixed.)
    # 7.2.2: A draws the top Jet. At the start of the main phase 【進化5】 searches SD02-010
    # (rank 5 <= 5, モスラ) and evolves SD02-007 into it: 5.17.1 puts it on top and it
    # appears; 5.17.1.1: it appeared by evolution, so its 【出現時】 draws 1: hand 2.
    Then player A has "SD02-010" in zone 3 with "SD02-007" under it
    And player A's hand has 2 cards

  @rule-12.4.2 @rule-10.3.3
  Scenario: 【覚醒】 turns off when the monster is pushed back below its zone
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 4
    And player A has "Sentry" in zone 5
    And player B's hand is "Pusher"
    # In zone 4, Sentry's 【覚醒4】 is on: 4000.
    Then player A's total counter power is 4000
    When player B plays "Pusher" to zone 3
    # A's monster goes back to zone 3: 【覚醒4】 is off (12.4.2, 10.3.3): 1000.
    Then player A's invading monster is "Godzilla" in zone 3
    And player A's total counter power is 1000

  @rule-12.3.2 @rule-5.14.1
  Scenario: An advance by an effect is not an invasion: 【進攻時】 does not trigger
    Given player A's invading monster is "Invader" in zone 1
    And player A's hand is "Nudger"
    And player A's deck is "Jet" x3
    When player A plays "Nudger" to zone 4
    # 12.3.2: 【進攻時】 is "advanced by invasion"; 5.14.1: invading is the 8.6 action.
    Then player A's invading monster is "Invader" in zone 2
    And player A's hand has 0 cards

  @rule-12.9.2 @rule-10.6.2
  Scenario: BP03-070, a base, destroys itself when a monster invades into zone 6, and BP03-039 draws
    Given player A's invading monster is "Godzilla" in zone 5
    And player A has "BP03-070" in strategy zone 1, placed before this turn
    And player A has "BP03-039" in zone 3
    And player A's hand is "Tank"
    And player A's deck is "Jet" x3
    When player A invades discarding "Tank"
    # 5 -> 6 by invasion: BP03-070's trigger destroys it (its 【拠点】 only keeps it from
    # 7.2.3). BP03-039: A's card went from a strategy zone to the discard pile: draw 1.
    Then player A's strategy zones are empty
    And player A's discard pile contains "BP03-070"
    And player A's hand has 1 card

  # Second round: written after reading the engine's check timing and card moves (not the
  # parts these touch), still from the text first.

  @rule-5.17.1 @rule-12.6.2 @rule-4.4.5.4 @rule-10.6.2
  Scenario: A card that evolves appears, so BP02-073 destroys in its column
    Given it is the start phase
    And player A has "SD02-007" in zone 3
    And player A has "BP02-073" in strategy zone 1
    And player B has "Tank" in zone 3
    And player B has "Jet" in zone 8
    And player B has "Sentry" in zone 4
    And player A's deck is "Jet", "SD02-010", "Jet", "Jet"
    And player A will choose yes
    And player A will choose "SD02-010"
    # (First draft forgot that SD02-010's own 【出現時】 waits too: A orders the two.)
    And player A will choose "BP02-073: それと同じ縦列にいる相手の等級6以下の交戦カードをすべて破壊する。"
    When the game runs until the counter phase
    # 5.17.1: evolving puts SD02-010 on SD02-007 and makes it appear, in A's turn: BP02-073
    # ("あなたの交戦カードが出現するたび") destroys B's battle cards of rank 6 or less in
    # its column: A's zone 3 is one column with B's 3 and 8 (4.4.5.4). B's 4 is not.
    Then player B's zone 3 is empty
    And player B's zone 8 is empty
    And player B has "Sentry" in zone 4
