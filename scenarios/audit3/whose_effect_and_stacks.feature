Feature: Audit 3: whose effect, whose turn, and abilities of cards under others

  Written from the JP 1.04 text and the cards' printed Japanese before reading the engine
  (issue 18, third audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla II | monster  | II   | red   | ゴジラ | 15000  |         | 1        |      |
      | Godzilla III| monster  | III  | red   | ゴジラ | 20000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Dash        | battle   | 1    | red   | Weapon |        | 1000    | 2        |      |
      | Mid         | battle   | 6    | red   | Weapon |        | 1000    | 1        |      |
      | Heavy7      | battle   | 7    | red   | Weapon |        | 1000    | 1        |      |
      | Big         | battle   | 1    | red   | Weapon |        | 15000   | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Plan        | strategy | 1    | red   |        |        |         | 1        |      |

  # BP03-029 【進攻時】 (7 cards under it): A chooses 「各プレイヤーは自分の手札を２枚になるよう
  # 捨てる」. 1.3.4.1: A chooses first, then B. Each player's BP01-066 is discarded by A's effect:
  # for B that is 「相手の効果で」 (3.1.2.3: the effect's master is A): B's rage +2; for A it is
  # its own effect: A's BP01-066 does not trigger.
  @rule-1.3.4.1 @rule-3.1.2.3 @rule-5.7.2
  Scenario: 千年竜王キングギドラ makes each player discard; only B's ゴジラVSビオランテ was discarded by the opponent's effect
    Given player A's invading monster is "BP03-029", "Godzilla", "Godzilla", "Godzilla", "Godzilla", "Godzilla", "Godzilla", "Godzilla" in zone 2
    And player A's hand is "Jet", "BP01-066", "Tank", "Tank"
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is "BP01-066", "Jet", "Jet"
    And player A will choose "各プレイヤーは自分の手札を2枚になるよう捨てる。"
    And player A will choose "Tank"
    And player A will choose "Tank"
    And player B will choose "Jet"
    And player B will choose "Jet"
    When player A invades discarding "Jet"
    Then player B's rage is 2
    And player A's rage is 0
    And player A's hand has 2 cards
    And player B's hand has 2 cards
    And player A's discard pile contains "BP01-066"
    And player B's discard pile contains "BP01-066"

  # B's BP03-002 (覚醒4, A's counter phase) pays its cost with B's ファイヤーラドン: B discards it
  # by B's own effect, not 「相手の効果で」: it does not appear; B's rage +1.
  @rule-10.5.4 @rule-3.1.2.3
  Scenario: ファイヤーラドン paid as ゴジラ(2001)'s cost is not discarded by the opponent's effect
    Given it is the counter phase
    And player A's invading monster is "Godzilla" in zone 5
    And player B's invading monster is "BP03-002" in zone 4
    And player B's hand is "BP01-059"
    And player B will choose yes
    When the game runs until the end phase
    Then player B's rage is 1
    And player B's hand has 0 cards
    And player B's discard pile contains "BP01-059"

  # B's turn: A's BP03-064 has BP03-060 under it (3.2). B's PR-004 destroys the stack in its
  # column (B's zone 2 = A's zone 4, 4.4.5.4); 3.2.4 every card of it goes; 12.7.3 the 【逆襲】 of
  # a card under another is invalid: BP03-060 does not lower B's rage.
  @rule-12.7.3 @rule-3.2.4 @rule-5.12.1.1
  Scenario: モスラ成虫(1961) under 最珠羅 goes to the discard pile with it, and its 【逆襲】 does not trigger
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 1
    And player A has "BP03-064" in zone 4 with "BP03-060" under it
    And player B's invading monster is "Godzilla" in zone 2
    And player B's hand is "PR-004"
    And player B's rage is 2
    When player B activates "PR-004"
    Then player A's zone 4 is empty
    And player A's discard pile has 2 cards
    And player B's rage is 2

  # SD01-005 played as rank I by 強襲1 onto BP03-001. At the end phase's start (7.5.1) BP03-001
  # is under it: 3.2.3.1, its 「覚醒4あなたのエンドフェイズ開始時」 is not the stack's and does not
  # wait. 12.5.2 discards SD01-005; BP03-001 is on top again, but the moment is past: A is not
  # asked to pay; 7.5.2 advances it one zone only (4 -> 5).
  @rule-12.5.2 @rule-3.2.3.1 @rule-7.5.1 @rule-7.5.2
  Scenario: ゴジラ(2001) uncovered by the 【強襲】 discard at the end phase's start missed that start
    Given player A's invading monster is "BP03-001" in zone 4
    And player A's hand is "SD01-005", "Mid"
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    When player A plays the monster "SD01-005" as rank I
    And the game runs until the start phase
    Then player A's invading monster is "BP03-001" in zone 5
    And player A's discard pile contains "SD01-005"
    And player A's hand contains "Mid"

  # A invades with Godzilla II (zone 2 -> 3), then plays BP01-012 on top of it (8.5). At the
  # end phase BP01-012 asks 「これがこのターン進攻していたら」: "これ" is BP01-012, which was in
  # the hand when the invasion happened, and a card put on top is a new card (3.2.5): it did
  # not invade: B's monster is not pushed. 7.5.2: A's monster 3 -> 4.
  # (First run: pushed: the engine read 「これが…進攻していたら」 as "your monster invaded this
  # turn", whatever card was on top; fixed: parser keeps これ, the engine records the card on top.)
  @rule-3.2.5 @rule-7.5.1 @rule-7.5.2
  Scenario: ゴジラ(フェス・ゴジラ) played on top after the invasion did not itself invade this turn
    Given player A's invading monster is "Godzilla II" in zone 2
    And player A's hand is "Tank", "BP01-012"
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 3
    When player A invades discarding "Tank"
    And player A plays the monster "BP01-012"
    And the game runs until the start phase
    Then player B's invading monster is "Godzilla" in zone 3
    And player A's invading monster is "BP01-012" in zone 4

  # The other order: BP01-012 is on top when it invades: at the end phase it pushes B's
  # monster forward (3 -> 4).
  @rule-7.5.1
  Scenario: ゴジラ(フェス・ゴジラ) that invaded itself pushes B's monster at the end phase
    Given player A's invading monster is "Godzilla II" in zone 2
    And player A's hand is "Tank", "BP01-012"
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 3
    When player A plays the monster "BP01-012"
    And player A invades discarding "Tank"
    And the game runs until the start phase
    Then player B's invading monster is "Godzilla" in zone 4

  # 12.5.3: the 【強襲】 card discarded at the end phase leaves Godzilla II on top, but that is no
  # appearance: A's SD01-012 「あなたの怪獣カードが出現した時」 does not trigger (A is asked
  # nothing), and it stays in zone 1. (The play of SD01-005 in the main phase did trigger it;
  # A declined then.)
  @rule-12.5.3 @rule-12.5.2
  Scenario: The monster left on top by the 【強襲】 discard did not appear: ゴジラ(2023) is not asked to move
    Given player A's invading monster is "Godzilla" in zone 4
    And player A's hand is "SD01-005"
    And player A has "SD01-012" in zone 1
    And player A's deck is "Jet" x10
    And player B's invading monster is "Godzilla" in zone 1
    And player A will choose "SD01-012: これを空いているエリアに移動させてよい。"
    And player A will choose "stay"
    When player A plays the monster "SD01-005" as rank I
    And the game runs until the start phase
    Then player A has "SD01-012" in zone 1
    And player A's invading monster is "Godzilla" in zone 5
