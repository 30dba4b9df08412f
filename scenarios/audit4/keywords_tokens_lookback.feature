Feature: Audit 4: keywords, tokens, look-backs and prohibitions meeting real effects

  Written from the JP 1.04 text and the cards' printed Japanese before reading the engine
  (issue 18, fourth audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Mid         | battle   | 6    | red   | Weapon |        | 1000    | 1        |      |
      | Heavy7      | battle   | 7    | red   | Weapon |        | 1000    | 1        |      |
      | R2          | battle   | 2    | red   | Weapon |        | 1000    | 1        |      |
      | R4          | battle   | 4    | red   | Weapon |        | 1000    | 1        |      |
      | R7          | battle   | 7    | red   | Weapon |        | 1000    | 1        |      |
      | Plan        | strategy | 1    | red   |        |        |         | 1        |      |

  # BP02-020 ヤシオリ作戦 「…あなたの空いているエリアすべてに『無人在来線爆弾』トークンを出現させ
  # る」: A's empty zones are 2 and 8 (4.4.7; zone 6 holds A's monster). B's awakened BP02-055
  # with three 結晶体 forbids A to make battle cards appear in its column (B's 4: A's 2,
  # 4.4.5.4): 1.3.3, no token in zone 2 (1.3.2: the rest is done). One token, one 【出現時】:
  # B's rage 2 -> 1.
  # (First written with A's zone 7 empty as the forbidden one: wrong, 4.4.5.4 puts A's 7 in
  # the column of B's zone 2, not 4; the engine made both tokens. Rewritten before judging.)
  @rule-9.1.2 @rule-1.3.3 @rule-4.4.7 @rule-4.4.5.4
  Scenario: ヤシオリ作戦 fills only the empty zone スペースゴジラ does not forbid
    Given player A's invading monster is "Godzilla" in zone 6
    And player A has "Tank" in zone 1
    And player A has "Tank" in zone 3
    And player A has "Tank" in zone 4
    And player A has "Tank" in zone 5
    And player A has "Tank" in zone 7
    And player A's discard pile is "Plan" x5
    And player A's hand is "BP02-020"
    And player B's invading monster is "BP02-055" in zone 4
    And player B has "結晶体" in zone 1
    And player B has "結晶体" in zone 2
    And player B has "結晶体" in zone 3
    And player B's rage is 2
    When player A activates "BP02-020"
    Then player A has "無人在来線爆弾" in zone 8
    And player A's zone 2 is empty
    And player B's rage is 1

  # With two 結晶体 the prohibition does not apply (「３枚以上いるなら」): two tokens appear at
  # once, each 【出現時】 waits (10.6.2); A orders them (10.6.3.1): B's rage 2 -> 0.
  @rule-9.1.2 @rule-10.6.2 @rule-10.6.3.1
  Scenario: ヤシオリ作戦 with スペースゴジラ's prohibition off makes two tokens, two rage down
    Given player A's invading monster is "Godzilla" in zone 6
    And player A has "Tank" in zone 1
    And player A has "Tank" in zone 3
    And player A has "Tank" in zone 4
    And player A has "Tank" in zone 5
    And player A has "Tank" in zone 7
    And player A's discard pile is "Plan" x5
    And player A's hand is "BP02-020"
    And player B's invading monster is "BP02-055" in zone 4
    And player B has "結晶体" in zone 1
    And player B has "結晶体" in zone 2
    And player B's rage is 2
    And player A will choose "無人在来線爆弾" in zone 2
    When player A activates "BP02-020"
    Then player A has "無人在来線爆弾" in zone 2
    And player A has "無人在来線爆弾" in zone 8
    And player B's rage is 0

  # B's turn. A's FC01-006 キングギドラの防御 「相手のターン中相手のエリアにいる交戦カードが２枚以下
  # なら、あなたのエリアにいる交戦カードすべては相手の効果で破壊されない」: B has 2. B's PR-004
  # (B's monster in B's zone 2: A's zones 4 and 7, 4.4.5.4) cannot destroy them (1.3.3); the
  # destruction does not happen, so SD01-011's 「破壊される際、かわりに…山札の下」 has nothing to
  # replace: it stays in zone 4.
  @rule-1.3.3 @rule-10.9.1
  Scenario: キングギドラの防御 keeps ゴジラ(2023) on the field: no destruction, nothing to replace
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 1
    And player A has "FC01-006" in strategy zone 1
    And player A has "SD01-011" in zone 4
    And player A has "Tank" in zone 7
    And player A's deck is "Jet" x2
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "Tank" in zone 1
    And player B has "Tank" in zone 5
    And player B's hand is "PR-004"
    When player B activates "PR-004"
    Then player A has "SD01-011" in zone 4
    And player A has "Tank" in zone 7
    And player A's deck has 2 cards

  # B has a 結晶体 token too: a battle card for the count (9.1.1.1): 3 > 2, no protection.
  # SD01-011 goes to the bottom of A's deck instead (10.9.1), the Tank is destroyed.
  @rule-9.1.1.1 @rule-10.9.1
  Scenario: A 結晶体 token is the third card that ends キングギドラの防御; ゴジラ(2023) goes to the deck
    Given player B is the turn player
    And player A's invading monster is "Godzilla" in zone 1
    And player A has "FC01-006" in strategy zone 1
    And player A has "SD01-011" in zone 4
    And player A has "Tank" in zone 7
    And player A's deck is "Jet" x2
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "Tank" in zone 1
    And player B has "Tank" in zone 5
    And player B has "結晶体" in zone 3
    And player B's hand is "PR-004"
    When player B activates "PR-004"
    Then player A's zone 4 is empty
    And player A's zone 7 is empty
    And player A's deck has 3 cards
    And player A's discard pile contains "Tank"
    And player A's discard pile does not contain "SD01-011"

  # BP01-033 決着 (A's monster in zone 8) destroys every battle card of both players at once.
  # 12.7.2: A's BP02-058 and B's BP03-060 both counterattack; B's SD01-012 goes to the bottom
  # of B's deck instead (10.9.1); A's 結晶体 token goes to the discard pile and ceases to exist
  # (9.1.4.2). 10.4.3.2: A's BP02-058 returns BP02-047 (＜キングギドラ＞ monster card); then B's
  # BP03-060: A's rage 2 -> 1.
  @rule-12.7.2 @rule-9.1.4.2 @rule-10.9.1 @rule-10.4.3.2
  Scenario: 決着 destroys both sides at once: two 【逆襲】, one card to the deck, one token gone
    Given player A's invading monster is "Godzilla" in zone 8
    And player A's rage is 2
    And player A's hand is "BP01-033"
    And player A has "BP02-058" in zone 1
    And player A has "結晶体" in zone 2
    And player A's discard pile is "BP02-047"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "BP03-060" in zone 3
    And player B has "SD01-012" in zone 4
    And player B has "Tank" in zone 5
    And player B's deck is "Jet" x2
    And player A will choose "BP02-047"
    When player A activates "BP01-033"
    Then player A's rage is 1
    And player A's hand contains "BP02-047"
    And player A's discard pile has 1 card
    And player A's discard pile contains "BP02-058"
    And player B's discard pile has 2 cards
    And player B's deck has 3 cards

  # A invades 5 -> 6 with BP01-041 (rank I): its 【進攻時】 destroys B's BP02-060 (rank 4, the
  # only one of rank 4 or less). BP02-060's 【逆襲】 「相手の怪獣カードがエリア１～５にいるなら、
  # あなたの捨て札からこれを手札に戻してよい」 reads A's monster when it resolves (10.5.2.3.3): in
  # zone 6: not met; B is asked nothing, the card stays in the discard pile.
  @rule-12.7.2 @rule-12.3.2 @rule-10.5.2.3.3
  Scenario: ガイガン(2004) destroyed by an invasion into zone 6 cannot come back
    Given player A's invading monster is "BP01-041" in zone 5
    And player A's hand is "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "BP02-060" in zone 2
    When player A invades discarding "Jet"
    Then player B's discard pile contains "BP02-060"
    And player B's hand has 0 cards

  # The same from zone 4 -> 5: the condition is met; B chooses to return it.
  @rule-12.7.2 @rule-10.4.3.3
  Scenario: ガイガン(2004) destroyed by an invasion into zone 5 may come back to the hand
    Given player A's invading monster is "BP01-041" in zone 4
    And player A's hand is "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "BP02-060" in zone 2
    And player B will choose yes
    When player A invades discarding "Jet"
    Then player B's hand contains "BP02-060"

  # BP03-073 (A's monster in zone 4): reveals R2, R4, R7 and discards them; destroys every
  # battle card in B's zones 2, 4, 7, then moves back B's monster found in those zones. When
  # it destroys, B's monster is in zone 4: B's BP01-052 (覚醒4, zones 1-5, five monster cards
  # in B's discard pile) cannot be destroyed by A's effect (1.3.3); the Tank in 7 is. Then B's
  # monster 4 -> 3 (覚醒4 off now, too late to matter).
  @rule-12.4.2 @rule-1.3.3 @rule-5.13.2
  Scenario: オールウェポンアタック destroys before it moves back: メガギラス is still awake and stays
    Given player A's invading monster is "Godzilla" in zone 4
    And player A's hand is "BP03-073"
    And player A's deck is "R2", "R4", "R7", "Jet"
    And player B's invading monster is "Godzilla" in zone 4
    And player B has "BP01-052" in zone 2
    And player B has "Tank" in zone 7
    And player B's discard pile is "Godzilla" x5
    When player A activates "BP03-073"
    Then player B has "BP01-052" in zone 2
    And player B's zone 7 is empty
    And player B's invading monster is "Godzilla" in zone 3

  # A's counter phase (A's monster in zone 4: 覚醒4): BP03-043 スターファルコン 「…これを『ランド
  # モゲラー』の下に重ねてよい。そうしたら、…＜モゲラ＞を持つ交戦カードを１枚まで探してそれらの上に
  # 重ねて出現させ」: A does; BP03-052 appears on top in zone 3 (5.11.1): A's BP02-073 (A's
  # turn) destroys B's rank-6-or-less cards in that column (B's 3 and 8): Mid goes, Heavy7 stays.
  # BP03-052's 覚醒6 【出現時】 is off (zone 4). 3.2.3.1: the stack is worth its top: 7000.
  @rule-10.2.1.3.2 @rule-5.11.1 @rule-3.2.3.1 @rule-4.4.5.4
  Scenario: スターファルコン under ランドモゲラー brings M.O.G.E.R.A. on top, and ブラッディ・チェーンソー answers
    Given player A's invading monster is "Godzilla" in zone 4
    And player A has "BP03-046" in zone 3
    And player A has "BP03-043" in zone 5
    And player A has "BP02-073" in strategy zone 1
    And player A's deck is "BP03-052", "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Mid" in zone 8
    And player B has "Heavy7" in zone 3
    And player A will choose yes
    And player A will choose "BP03-052"
    When the game runs until the end phase
    Then player A has "BP03-052" in zone 3 with "BP03-046", "BP03-043" under it
    And player A's zone 5 is empty
    And player B's zone 8 is empty
    And player B has "Heavy7" in zone 3
    And player A's total counter power is 7000

  # Without a ランドモゲラー the 「重ねてよい」 cannot be done (1.3.2), so 「そうしたら」 is not
  # met: A is asked nothing, nothing is searched, スターファルコン stays.
  @rule-1.3.2 @rule-10.2.1.3.2
  Scenario: スターファルコン without a ランドモゲラー does nothing, and A is asked nothing
    Given player A's invading monster is "Godzilla" in zone 4
    And player A has "BP03-043" in zone 5
    And player A has "BP02-073" in strategy zone 1
    And player A's deck is "BP03-052", "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Mid" in zone 8
    When the game runs until the end phase
    Then player A has "BP03-043" in zone 5
    And player A's deck has 2 cards
    And player B has "Mid" in zone 8
