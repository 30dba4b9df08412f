Feature: Audit 4: real cards at the start and end phases' steps, and durations ending mid-game

  Written from the JP 1.04 text and the cards' printed Japanese before reading the engine
  (issue 18, fourth audit). Each comment and expected outcome was written before the first run.

  Background:
    Given the cards:
      | name        | type     | rank | color | traits | threat | counter | invasion | text |
      | Godzilla    | monster  | I    | red   | ゴジラ | 10000  |         | 1        |      |
      | Godzilla III| monster  | III  | red   | ゴジラ | 20000  |         | 1        |      |
      | Tank        | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Jet         | battle   | 1    | red   | Weapon |        | 1000    | 1        |      |
      | Plan        | strategy | 1    | red   |        |        |         | 1        |      |

  # A's counter phase: BP03-032 (zone 2, next to A's monster in 3) pays A's whole hand (3
  # battle cards and a strategy card): +1000 x 4 for the turn (10.2.1.2). Three battle cards
  # left A's hand: BP03-016 「あなたが手札から交戦カードを捨てるたび」 waits three times (10.6.2.1):
  # B's rage 2 -> 1 -> 0; the third finds B's rage 0: instead A's rage +1. At the end phase's
  # start the bonus still holds: 3000 + 4000. 7.5.6 ends it: at B's turn A's total is 3000.
  # (7.5.4: A draws 5 from its deck.) (First written with BP03-032 in zone 4, where 7.5.2's
  # advance 3 -> 4 crushes it (11.3): the scenario's mistake; moved to zone 2.)
  @rule-10.6.2.1 @rule-10.2.1.2 @rule-7.5.6 @rule-3.4.4
  Scenario: メカゴジラ(1974)'s bonus for the turn ends at 7.5.6, and ゴジラ(2003) answers each battle card it paid
    Given player A's invading monster is "BP03-016" in zone 3
    And player A has "BP03-032" in zone 2
    And player A's hand is "Tank", "Tank", "Tank", "Plan"
    And player A's deck is "Jet" x6
    And player B's invading monster is "Godzilla III" in zone 2
    And player B's rage is 2
    And player A will choose yes
    When the game runs until the end phase
    Then player A's total counter power is 7000
    And player B's rage is 0
    And player A's rage is 1
    When the game runs until the start phase
    Then it is player B's turn
    And player A's total counter power is 3000

  # A's start phase: 7.2.2 A draws 1 (B's rank I), 7.2.4 A's rage 1 -> 0. At the main phase's
  # start B's BP02-070 「相手のターン中メインフェイズ開始時、相手は自分の手札を５枚になるよう捨てて
  # よい。１枚以上捨てたら、これを破壊する」 waits (B's, 10.4.3.3). A discards BP01-066 and a
  # Tank (7 -> 5): both by B's effect (3.1.2.3). BP02-070 is destroyed. Then A's BP01-066
  # 「相手の効果でこれを手札から捨てた時…怒りを２増やす」 and A's monster BP03-015 「あなたが手札から
  # 交戦カードを捨てるたび、相手の怒りを１減らす」 (once: one battle card) are played: A's rage
  # 2, B's rage 2 -> 1. (5.7.2: A chooses the five cards it keeps.)
  @rule-7.2.4 @rule-10.4.3.3 @rule-3.1.2.3 @rule-10.6.2.1
  Scenario: A's discard for B's ゴジラVSスペースゴジラ is by B's effect: ゴジラVSビオランテ raises A's rage, ゴジラ(2002) lowers B's
    Given it is turn 3
    And it is the start phase
    And player A's invading monster is "BP03-015" in zone 2
    And player A's rage is 1
    And player A's hand is "BP01-066", "Tank", "Jet", "Jet", "Jet", "Jet"
    And player A's deck is "Jet" x3
    And player B's invading monster is "Godzilla" in zone 2
    And player B's rage is 2
    And player B has "BP02-070" in strategy zone 1
    And player A will choose yes
    And player A will choose "Jet"
    And player A will choose "Jet"
    And player A will choose "Jet"
    And player A will choose "Jet"
    And player A will choose "Jet"
    And player A will choose "BP01-066"
    When the game runs until the counter phase
    Then player B's strategy zones are empty
    And player B's discard pile contains "BP02-070"
    And player A's hand has 5 cards
    And player A's rage is 2
    And player B's rage is 1

  # A's end phase's start: BP02-044 (B's monster in zone 2, 1-5): A's rage +2, one increase.
  # A's SD01-013 and B's BP01-071 大コンドル 「相手の怒りが増えた時、これを破壊する」 wait.
  # 10.4.3.2: A's first: A destroys B's Tank (rank 1; 大コンドル rank 5 was the other choice);
  # 10.4.3.3: 大コンドル destroys itself. 7.5.2: A's monster 3 -> 4.
  @rule-7.5.1 @rule-10.4.3.2 @rule-10.4.3.3 @rule-7.5.2
  Scenario: 改造ガイガン's rage at the end phase: 銀座壊滅 takes the Tank, and 大コンドル destroys itself
    Given player A's invading monster is "BP02-044" in zone 3
    And player A has "SD01-013" in strategy zone 1
    And player A's deck is "Jet" x6
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "BP01-071" in zone 4
    And player B has "Tank" in zone 6
    And player A will choose "Tank"
    When the game runs until the start phase
    Then player A's rage is 2
    And player B's zone 4 is empty
    And player B's zone 6 is empty
    And player A's invading monster is "BP02-044" in zone 4

  # The same, every answer explored: A's SD01-013 takes the Tank (then 大コンドル destroys
  # itself) or 大コンドル (its own ability then finds it gone, 1.3.2; the Tank stays): 2 boards.
  @rule-10.4.3.2 @rule-1.3.2
  Scenario: 銀座壊滅 against 大コンドル at the end phase leaves one of two boards
    Given player A's invading monster is "BP02-044" in zone 3
    And player A has "SD01-013" in strategy zone 1
    And player A's deck is "Jet" x6
    And player B's invading monster is "Godzilla" in zone 2
    And player B has "BP01-071" in zone 4
    And player B has "Tank" in zone 6
    And player B's deck is "Jet" x3
    When all orderings are explored
    And player A ends the main phase
    Then there are 2 distinct outcomes

  # A's invasion 5 -> 6 makes both players' 拠点 destroy themselves (12.9.2: 「いずれかの怪獣カード
  # がエリア６～８に進攻した時」). 10.4.3.2: A's BP03-075 first; it goes from A's strategy zone to
  # the discard pile: A's BP03-039 waits, and A plays it before B plays anything (back to
  # 10.4.3.1, A's standby first). Then B's BP03-070, then B's BP03-039. Each draws one.
  @rule-12.9.2 @rule-10.4.3.2 @rule-10.4.3.3
  Scenario: One invasion destroys both players' 拠点; A's ゴジラ(2016) draws before B's 拠点 is destroyed
    Given player A's invading monster is "Godzilla" in zone 5
    And player A's hand is "Jet"
    And player A has "BP03-075" in strategy zone 1
    And player A has "BP03-039" in zone 2
    And player A's deck is "Tank" x2
    And player B's invading monster is "Godzilla" in zone 1
    And player B has "BP03-070" in strategy zone 1
    And player B has "BP03-039" in zone 3
    And player B's deck is "Tank" x2
    When player A invades discarding "Jet"
    Then player A's strategy zones are empty
    And player B's strategy zones are empty
    And player A's hand has 1 card
    And player B's hand has 1 card
    And the trace shows, in order:
      | rule     | card     | player |
      | 10.4.3.2 | BP03-075 | A      |
      | 10.4.3.2 | BP03-039 | A      |
      | 10.4.3.3 | BP03-070 | B      |
      | 10.4.3.3 | BP03-039 | B      |
