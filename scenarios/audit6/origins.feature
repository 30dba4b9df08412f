# audit6 — where a card came from (5.11.3 「手札から出現」, 「相手の効果で」, discard from hand or deck),
# and what is and is not an appearance (a move, a burst's discard, 12.5.3).
Feature: audit6 origins — a printed condition on where a card came from meets another card

  # BP03-036 モゲラ (A, rank 6: 出現時 「手札から出現して、これがエリア８にいるなら、あなたの山札から＜モゲラ＞
  # を持つ交戦カードを１枚まで探して出現させ、山札をシャッフルする」). Played from the hand to zone 8: it finds
  # a second BP03-036 that appears in zone 7 (A's choice). That one appeared from the deck (5.11.3), so
  # its own 出現時 condition fails: no second search. Deck 3 → 2.
  Scenario: Moguera from the hand finds a Moguera, which, come from the deck, finds nothing more
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 6
    Given player A's deck is "BP03-036", "SD01-008", "SD01-008"
    Given player A's hand is "BP03-036"
    Given player A will choose "BP03-036"
    Given player A will choose zone 7
    When player A plays "BP03-036" to zone 8
    Then player A has "BP03-036" in zone 8
    Then player A has "BP03-036" in zone 7
    Then player A's deck has 2 cards

  # BP01-019 カマキラス(1967) (A, 覚醒6 出現時 「手札から出現したら、あなたの山札から＜カマキラス＞を持つ交戦
  # カードを２枚まで探して出現させ」). A's monster in 6 (12.4.2). From the hand to zone 1: it finds two more
  # (zones 2 and 4); they came from the deck, so theirs do nothing. Deck 4 → 2.
  Scenario: Kamacuras from the hand calls two more, who call no one
    Given player A's invading monster is "SD01-001" in zone 6
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's deck is "BP01-019", "BP01-019", "SD01-008", "SD01-008"
    Given player A's hand is "BP01-019"
    # scripting slip of the first draft: the search's 「２枚まで」 cards are chosen first.
    Given player A will choose "BP01-019"
    Given player A will choose "BP01-019"
    Given player A will choose zone 2
    Given player A will choose zone 4
    # the two called ones' 出現時 still wait (10.6.2) and do nothing when played; A orders them
    Given player A will choose "BP01-019" in zone 2
    When player A plays "BP01-019" to zone 1
    Then player A has "BP01-019" in zone 1
    Then player A has "BP01-019" in zone 2
    Then player A has "BP01-019" in zone 4
    Then player A's deck has 2 cards

  # SD01-015 海神作戦 (A, rank 7: 「相手は自分の手札を２枚になるよう捨てる」, A's monster in 7). B keeps two
  # SD01-008 and discards BP01-059 ファイヤーラドン (「相手の効果でこれを手札から捨てた時、相手の怪獣カードが
  # エリア４～８にいるなら、これを出現させてよい」) and BP01-066 ゴジラVSビオランテ (「相手の効果でこれを手札
  # から捨てた時、あなたの怪獣カードの怒りを２増やす」). Both are B's, in B's order (10.4.3.3): B's rage
  # 0 → 2 and ファイヤーラドン appears in B's zone 5. A's BP01-071 大コンドル (「相手の怒りが増えた時、これを
  # 破壊する」) answers B's rage rising: destroyed.
  Scenario: Discarded by the opponent's effect, Fire Rodan comes in and the Biollante card enrages
    Given player A's invading monster is "SD01-001" in zone 7
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "BP01-071" in zone 1
    Given player A's hand is "SD01-015"
    Given player B's hand is "BP01-059", "BP01-066", "SD01-008", "SD01-008"
    Given player B will choose "SD01-008"
    Given player B will choose "SD01-008"
    Given player B will choose "BP01-066"
    Given player B will choose yes
    Given player B will choose zone 5
    When player A activates "SD01-015"
    Then player B's hand has 2 cards
    Then player B's rage is 2
    Then player B has "BP01-059" in zone 5
    Then player A's zone 1 is empty

  # The control: BP01-047 オルガ (A: 出現時 「あなたは１枚引いて手札を１枚捨てる」) — A discards its own
  # BP01-059 by its own effect: 「相手の効果で」 fails, nothing appears.
  Scenario: Discarded by its owner's own effect, Fire Rodan stays in the discard pile
    Given player A's invading monster is "SD01-001" in zone 7
    Given player B's invading monster is "SD01-001" in zone 4
    Given player A's hand is "BP01-047", "BP01-059"
    Given player A's deck is "SD01-008" x3
    Given player A will choose "BP01-059"
    When player A plays "BP01-047" to zone 1
    Then player A's discard pile contains "BP01-059"
    Then player A's zone 5 is empty
    Then player A's hand has 1 card

  # BP03-004 ゴジラ(2001) (A: 「これが進攻する際、あなたは手札を１枚捨てるかわりに山札を上から１枚捨ててよい」):
  # the deck's top BP03-061 ダガーラ (invasion 1) pays. ダガーラ's 「あなたの怪獣カードの進攻でこれを手札から
  # 捨てた時」 does not hold (it left the deck, not the hand): it stays in the discard pile.
  Scenario: Dagahra discarded from the deck's top to pay an invasion does not come back
    Given player A's invading monster is "BP03-004" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's deck is "BP03-061", "SD01-008" x3
    Given player A's hand is "SD01-008"
    When player A invades discarding the top card of the deck
    Then player A's invading monster is "BP03-004" in zone 4
    Then player A's discard pile contains "BP03-061"
    Then player A's hand contains "SD01-008"

  # BP02-010 キングシーサー(2004) (A: 出現時 「あなたのエリアにいる他の交戦カードを１枚、空いているエリアに移動
  # させる」) with BP02-073 ブラッディ・チェーンソー (A: 「あなたのターン中あなたの交戦カードが出現するたび …」).
  # King Caesar appears in A's 5 (column B's 1): the chainsaw destroys B's card in B's 1. A's SD01-008
  # moves 1 → 2 (column B's 4 and 7): a move between zones is no appearance (5.11.1: from outside the
  # field), so B's card in B's 4 stays.
  Scenario: A battle card moved between zones is no appearance for the chainsaw
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 5
    Given player A has "BP02-073" in strategy zone 1
    Given player A has "SD01-008" in zone 1
    Given player B has "SD01-008" in zone 1
    Given player B has "SD01-008" in zone 4
    Given player A's hand is "BP02-010"
    Given player A will choose "BP02-073"
    Given player A will choose zone 2
    When player A plays "BP02-010" to zone 5
    Then player A has "SD01-008" in zone 2
    Then player B's zone 1 is empty
    Then player B has "SD01-008" in zone 4

  # BP03-074 1億3千万年の旅 (A, rank 6: 「あなたの怪獣カードが等級Ⅲ以下なら、それに＋１した等級で共通の特徴を持つ
  # 怪獣カードを１枚、あなたの怪獣デッキから出現させる。(この出現で怒りは増えない)」). SD01-003 (rank III)
  # → SD01-004 from the monster deck (5.11.2). The rage stays 0 (the text; 8.5.1.1 is for 8.5 only), so
  # SD01-013 銀座壊滅 waits for nothing; SD01-012 ゴジラ(2023) (A: 「あなたのターン中あなたの怪獣カードが出現
  # した時、これを空いているエリアに移動させてよい」) triggers: A moves it 1 → 2.
  Scenario: A monster from the monster deck appears without rage, and the 2023 Godzilla moves for it
    Given player A's invading monster is "SD01-003" in zone 6
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-013" in strategy zone 1
    Given player A has "SD01-012" in zone 1
    Given player B has "SD01-008" in zone 2
    Given player A's monster deck is "SD01-004"
    Given player A's hand is "BP03-074"
    # scripting slip of the first draft: the 「てよい」 move is asked as the zone or "stay", no yes.
    Given player A will choose zone 2
    When player A activates "BP03-074" in strategy zone 2
    Then player A's invading monster is "SD01-004" in zone 6
    Then player A's rage is 0
    Then player A has "SD01-012" in zone 2
    Then player B has "SD01-008" in zone 2

  # BP01-008 ゴジラ(2004) (強襲2, rank III) played as rank II on A's rank II SD01-002 (12.5.2, 8.5.1): its
  # 出現時 advances B's monster 3 → 4; A's SD01-012 triggers for the appearance (A declines the move). At
  # A's end phase start the burst sends BP01-008 to the discard pile: the new top SD01-002 did not appear
  # (12.5.3), SD01-012 does not trigger again. Then 7.5.2 advances A's monster 3 → 4.
  Scenario: A burst monster's discard at the end phase is no appearance
    Given player A's invading monster is "SD01-002" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    # first draft forgot the counter phase: SD01-012's 7000 repelled B's 6000 monster and A won;
    # B's rage 1 (threat 11000, 3.4.5) keeps the game going to the end phase.
    Given player B's rage is 1
    Given player A has "SD01-012" in zone 1
    Given player A's hand is "BP01-008"
    Given player A's deck is "SD01-008" x10
    # scripting slip of the first draft: A first orders the two standby abilities; the 「てよい」 move
    # is declined by "stay".
    Given player A will choose "BP01-008"
    Given player A will choose "stay"
    When player A plays the monster "BP01-008" as rank II
    Then player B's invading monster is "SD01-001" in zone 4
    When the game runs until the start phase
    Then player A's invading monster is "SD01-002" in zone 4
    Then player A's discard pile contains "BP01-008"
    Then player A has "SD01-012" in zone 1

  # BP03-063 キングギドラ(1998) (A, in the discard pile: 「あなたのターン中覚醒4あなたの怪獣カードが出現した時、
  # あなたの捨て札からこれを出現させてよい」; 10.3.4.1: an ability plainly meant for the discard pile is valid
  # there). A plays BP01-009 (rank III on rank III, 8.5.1) with its monster in 4: it comes back to zone 5.
  Scenario: King Ghidorah 1998 answers from the discard pile when a monster appears
    Given player A's invading monster is "SD01-003" in zone 4
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's discard pile is "BP03-063"
    Given player A's hand is "BP01-009"
    Given player A will choose yes
    Given player A will choose zone 5
    When player A plays the monster "BP01-009"
    Then player A has "BP03-063" in zone 5
    Then player A's discard pile has 0 cards
