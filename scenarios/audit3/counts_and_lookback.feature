Feature: Audit 3: real cards' counts, look-backs and numbers changed by two effects

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

  # A's turn: BP03-025 makes B's battle cards rank -1 (10.8.1.5). BP01-029 on B's zone 4
  # destroys B's cards of rank 5 or less there and next to it (3, 5, and 7 behind-front,
  # 4.4.5.2): Mid (6 -> 5) goes; Heavy7 (7 -> 6) stays.
  @rule-10.8.1.5 @rule-4.4.5.2
  Scenario: 最珠羅 lowers B's ranks in A's turn, and 信じられない光景 destroys a printed rank 6 card
    Given player A's invading monster is "BP03-025" in zone 3
    And player A's hand is "BP01-029"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Mid" in zone 4
    And player B has "Heavy7" in zone 5
    And player A will choose zone 4
    When player A activates "BP01-029"
    Then player B's zone 4 is empty
    And player B has "Heavy7" in zone 5

  # BP03-057 「相手の空いているエリアが３つ以上なら」: 4.4.7, an empty zone holds no card; B's
  # monster's zone 4 is not empty. B: monster in 4, battle cards in 1, 2, 3, 5: zones 6, 7, 8
  # are empty (3): B's strategy card is destroyed, from B's strategy zone to the discard pile:
  # B's BP03-039 draws one (B's ability, 10.4.3.3).
  @rule-4.4.7 @rule-12.2.2 @rule-10.4.3.3
  Scenario: デスギドラ counts three empty zones of B's and destroys B's strategy card; B's ゴジラ(2016) draws
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP03-057"
    And player B's invading monster is "Godzilla" in zone 4
    And player B has "Tank" in zone 1
    And player B has "Tank" in zone 2
    And player B has "Tank" in zone 3
    And player B has "BP03-039" in zone 5
    And player B has "Plan" in strategy zone 1
    And player B's deck is "Jet" x2
    When player A plays "BP03-057" to zone 2
    Then player B's strategy zones are empty
    And player B's discard pile contains "Plan"
    And player B's hand has 1 card

  # One more battle card of B's (zone 6): only 7 and 8 are empty; the zone of B's invading
  # monster is not empty (4.4.7, 3.3.3.1): 2 < 3, nothing is destroyed.
  @rule-4.4.7 @rule-3.3.3.1
  Scenario: デスギドラ does not count the zone of B's invading monster as empty
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's hand is "BP03-057"
    And player B's invading monster is "Godzilla" in zone 4
    And player B has "Tank" in zone 1
    And player B has "Tank" in zone 2
    And player B has "Tank" in zone 3
    And player B has "BP03-039" in zone 5
    And player B has "Tank" in zone 6
    And player B has "Plan" in strategy zone 1
    And player B's deck is "Jet" x2
    When player A plays "BP03-057" to zone 2
    Then player B has "Plan" in strategy zone 1
    And player B's hand has 0 cards

  # PR-004 destroys B's BP02-060 (zone 3) and BP03-062 (zone 8) at once (both in A's column,
  # 4.4.5.4). Both 【逆襲】 trigger from the same move (12.7.2; 10.6.4.1.2 reads them as they
  # were on the field). BP02-060: A's monster is in zone 3 (1-5): it may return itself;
  # BP03-062: BP03-024 back. B ends with both in hand and BP03-062 alone in the discard pile.
  @rule-12.7.2 @rule-10.6.4.1.2 @rule-4.4.5.4
  Scenario: 放射熱線 destroys two 【逆襲】 cards of B's at once; both trigger and both resolve
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "PR-004"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "BP02-060" in zone 3
    And player B has "BP03-062" in zone 8
    And player B's discard pile is "BP03-024"
    And player B will choose "BP02-060"
    And player B will choose yes
    And player B will choose "BP03-024"
    When player A activates "PR-004"
    Then player B's hand contains "BP02-060"
    And player B's hand contains "BP03-024"
    And player B's discard pile has 1 card
    And player B's discard pile contains "BP03-062"

  # A's BP01-056 in A's zone 2, in the column of B's BP02-029 (B's zone 4, 4.4.5.4): +3000 for
  # each of B's 2 rage = 11000. At A's counter phase B's BP02-029 doubles it for the turn. Both
  # change a number (10.8.1.5); 10.8.1.7: by time: BP01-056's ability since it was placed
  # (10.8.1.7.1), the doubling since it was played (10.8.1.7.2): (5000 + 6000) x 2 = 22000.
  @rule-10.8.1.5 @rule-10.8.1.7.1 @rule-10.8.1.7.2
  Scenario: ビオランテ's doubling for the turn comes after スーパーX2's own rage bonus
    Given it is the counter phase
    And player A's invading monster is "Godzilla" in zone 1
    And player A has "BP01-056" in zone 2
    And player B's invading monster is "BP02-029" in zone 4
    And player B's rage is 2
    When the game runs until the end phase
    Then player A's total counter power is 22000
    And player B's invading monster is "BP02-029" in zone 4

  # A's turn, A's BP03-025: B's battle cards rank -1, also a card that enters B's zones later
  # (10.8.3). BP01-079 makes B discard one ファイヤーラドン by A's effect; it appears in B's
  # zone 6 as rank 6. A discards a monster for rage (8.4.1): SD01-013 destroys a rank-6-or-less
  # card of B's: the ラドン, the only one.
  @rule-10.8.3 @rule-8.4.1 @rule-5.7.2
  Scenario: ファイヤーラドン appearing in A's turn is rank 6 under 最珠羅, and 銀座壊滅 can destroy it
    Given player A's invading monster is "BP03-025" in zone 5
    And player A has "SD01-013" in strategy zone 1
    And player A's hand is "BP01-079", "Godzilla II"
    And player B's invading monster is "Godzilla" in zone 1
    And player B's hand is "BP01-059" x4
    And player B will choose yes
    And player B will choose zone 6
    When player A activates "BP01-079"
    And player A discards "Godzilla II" to gain rage
    Then player B's zone 6 is empty
    And player B's discard pile has 1 card
    And player B's discard pile contains "BP01-059"
    And player A's rage is 1

  # BP01-015 (A's turn) reveals 5 cards and discards them; "公開した怪獣カード１枚につき…怒りを１
  # 増やす" with none revealed is an increase of 0: 1.3.2.2, not done, so no 「怒りが増えるたび」.
  # SD01-013 waits once, for 8.5.1.1's +1 only: one of B's two rank-6 cards goes. A revealed
  # Dash (進攻2): 5.13.1.2 to zone 6 (from 3).
  @rule-1.3.2.2 @rule-8.5.1.1 @rule-5.13.1.2
  Scenario: ゴジラ(フェス・ゴジラ) revealing no monster adds no rage: 銀座壊滅 answers only the play's +1
    Given player A's invading monster is "BP01-014" in zone 3
    And player A's hand is "BP01-015"
    And player A's deck is "Tank", "Dash", "Tank", "Jet", "Jet", "Jet"
    And player A has "SD01-013" in strategy zone 1
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Mid" in zone 2
    And player B has "Mid" in zone 3
    And player A will choose "BP01-015: あなたの山札を上から5枚公開して捨て札にする。公開した怪獣カード1枚につき、これの怒りを1増やす。進攻2を公開したら、これをエリア6まで前進させる。"
    And player A will choose "Mid" in zone 2
    When player A plays the monster "BP01-015"
    Then player A's rage is 1
    And player A's invading monster is "BP01-015" in zone 6
    And player B's zone 2 is empty
    And player B has "Mid" in zone 3
    And player A's deck has 1 card

  # A's PR-004 destroys B's 結晶体 token (a battle card for the rules, 9.1.1.1; it then ceases to
  # exist, 9.1.4.2): a battle card of B's was destroyed this turn, so BP03-064 may take A's
  # Tank under itself.
  @rule-9.1.1.1 @rule-9.1.4.2 @rule-5.12.1.1
  Scenario: A destroyed 結晶体 token counts as B's battle card destroyed this turn for 最珠羅
    Given player A's invading monster is "Godzilla" in zone 3
    And player A's hand is "PR-004", "BP03-064"
    And player A's discard pile is "Tank"
    And player B's invading monster is "Godzilla" in zone 7
    And player B has "結晶体" in zone 3
    And player A will choose "Tank"
    When player A activates "PR-004"
    And player A plays "BP03-064" to zone 2
    Then player B's zone 3 is empty
    And player A has "BP03-064" in zone 2 with "Tank" under it

  # B's turn, B's BP03-003 (覚醒8: B's monster in zone 8) at B's counter phase: rage +2 and
  # every rank-6-or-less battle card of A's destroyed. A's BP01-014 (覚醒4) then has fewer than 2
  # battle cards: its 「戦闘できない」 no longer applies at 7.4.2: B's three Big (45000) counter
  # A's rank IV (34000); no rank V: A loses (5.15.1.2.1).
  @rule-7.4.2 @rule-5.16.1 @rule-10.4.3.2 @rule-5.15.1.2.1
  Scenario: B destroys A's battle cards at its counter phase's start, and ゴジラ(フェス・ゴジラ)'s "cannot battle" ends
    Given player B is the turn player
    And it is the counter phase
    And player A's invading monster is "BP01-014" in zone 4
    And player A has "Mid" in zone 1
    And player A has "Mid" in zone 2
    And player B's invading monster is "BP03-003" in zone 8
    And player B's hand is "Mid"
    And player B has "Big" in zone 1
    And player B has "Big" in zone 2
    And player B has "Big" in zone 3
    And player B will choose yes
    When the game runs until the end phase
    Then player B wins the game by counter

  # BP01-063 evolves A's SD02-007 (進化5＜モスラ＞): SD02-010 is put on it and appears (5.17.1).
  # That is an appearance of A's battle card: BP02-073 「あなたの交戦カードが出現するたび」 destroys
  # B's rank-6-or-less cards in its column (A's zone 3: B's 3 and 8); SD02-010's 【出現時】
  # 「進化で出現したら」 draws one.
  @rule-5.17.1 @rule-5.11.1 @rule-12.2.2
  Scenario: A card appearing by evolution is an appearance for ブラッディ・チェーンソー
    Given player A's invading monster is "Godzilla" in zone 4
    And player A's hand is "BP01-063"
    And player A has "BP02-073" in strategy zone 1
    And player A has "SD02-007" in zone 3
    And player A's deck is "SD02-010", "Jet", "Jet", "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "Mid" in zone 8
    And player B has "Mid" in zone 4
    And player A will choose yes
    And player A will choose "SD02-010"
    And player A will choose "BP02-073: それと同じ縦列にいる相手の等級6以下の交戦カードをすべて破壊する。"
    When player A activates "BP01-063"
    Then player A has "SD02-010" in zone 3 with "SD02-007" under it
    And player A's hand has 1 card
    And player B's zone 8 is empty
    And player B has "Mid" in zone 4

  # BP03-071 ゴジラの骨 counts as a monster card only 「あなたが捨て札の怪獣カードを数える際」.
  # BP03-026's cost 「あなたの捨て札から怪獣カードを２枚、これの下に重ねる」 chooses cards, it does
  # not count them: with one real monster card the cost cannot be paid in full (10.5.4.1), A is
  # not asked, and B's rage stays 1.
  # (First run: A was asked to pay, ゴジラの骨 being taken as a monster card for every choice;
  # fixed: board_reading counts it only where cards are counted.)
  @rule-10.5.4.1 @rule-1.3.1
  Scenario: ゴジラの骨 is counted as a monster card but cannot be chosen as one to pay 最珠羅's cost
    Given player A's invading monster is "BP03-027" in zone 2
    And player A's hand is "BP03-026"
    And player A's discard pile is "Godzilla", "BP03-071"
    And player B's invading monster is "Godzilla" in zone 1
    And player B's rage is 1
    When player A plays the monster "BP03-026"
    Then player B's rage is 1
    And player A's discard pile has 2 cards

  # FC01-004 (rank 8) 「相手のエリアにいる交戦カード１枚につき、等級を－１して手札から出現できる」:
  # B's three 結晶体 tokens are battle cards in B's zones (9.1.1.1) with B's Tank: 8 - 4 = 4,
  # and B's monster is in zone 4: 8.2.1 lets A play it.
  @rule-9.1.1.1 @rule-8.2.1
  Scenario: B's 結晶体 tokens lower the rank of A's ヘドラ(2021) like battle cards
    Given player A's invading monster is "Godzilla" in zone 1
    And player A's hand is "FC01-004"
    And player B's invading monster is "Godzilla" in zone 4
    And player B has "結晶体" in zone 1
    And player B has "結晶体" in zone 2
    And player B has "結晶体" in zone 3
    And player B has "Tank" in zone 5
    When player A plays "FC01-004" to zone 2
    Then player A has "FC01-004" in zone 2

  # A's BP01-001 at A's counter phase mills BP03-071 ゴジラの骨: 「それが怪獣カードなら」 asks what
  # the milled card is, it counts nothing: ゴジラの骨 is a strategy card (its text makes it a
  # monster card only 「捨て札の怪獣カードを数える際」): no rage.
  @rule-1.3.1 @rule-7.4.1
  Scenario: ゴジラの骨 milled by ゴジラ(1954) is not "a monster card" for its rage
    Given it is the counter phase
    And player A's invading monster is "BP01-001" in zone 1
    And player A's deck is "BP03-071", "Jet"
    And player B's invading monster is "Godzilla" in zone 1
    When the game runs until the end phase
    Then player A's discard pile contains "BP03-071"
    And player A's rage is 0

  # A plays BP01-057 to zone 4: BP02-073 「あなたの交戦カードが出現するたび、それと同じ縦列に…」
  # and BP01-057's own 【出現時】 (swap two of A's battle cards, 5.6) wait. A swaps first:
  # BP01-057 goes to zone 3, the Tank to zone 4 (zone to zone: still the same card, 4.1.4).
  # BP02-073 then reads where それ is now (10.10.1.1 only when it left the field): the column
  # of A's zone 3 (B's 3 and 8): B's Mid in zone 8 goes, the Mid in zone 2 (A's 4) stays.
  @rule-5.6.1 @rule-4.1.4 @rule-10.10.1 @rule-4.4.5.4
  Scenario: モスラ成虫 swapped away before ブラッディ・チェーンソー resolves: the column is where it is now
    Given player A's invading monster is "Godzilla" in zone 7
    And player A's hand is "BP01-057"
    And player A has "BP02-073" in strategy zone 1
    And player A has "Tank" in zone 3
    And player B's invading monster is "Godzilla" in zone 7
    And player B has "Mid" in zone 8
    And player B has "Mid" in zone 2
    And player A will choose "BP01-057: あなたのエリアにいる交戦カードを2枚選び、それらのいるエリアを入れ替えてよい。"
    And player A will choose yes
    When player A plays "BP01-057" to zone 4
    Then player A has "BP01-057" in zone 3
    And player A has "Tank" in zone 4
    And player B's zone 8 is empty
    And player B has "Mid" in zone 2
