# audit6 — counts and continuous changes read after cards moved (10.8, 3.4.5, 10.3.4).
Feature: audit6 counts — a printed count taken after another card moved something

  # BP01-042 ゴジラ(2000) (A: 「あなたの捨て札の怪獣カードが５枚以上なら、これの脅威度＋10000」). Four
  # monster cards in the discard pile; A discards a fifth to gain rage (8.4.1). Now the condition
  # holds (10.8.3, continuous): 18000 + 5000 (rage 1, 3.4.5 applied before numeric changes,
  # 10.8.1.4) + 10000 = 33000.
  Scenario: The fifth monster card discarded for rage turns Godzilla 2000's bonus on
    Given player A's invading monster is "BP01-042" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's discard pile is "SD01-001" x4
    Given player A's hand is "SD01-002"
    When player A discards "SD01-002" to gain rage
    Then player A's rage is 1
    Then player A's invading monster has threat level 33000

  # BP03-071 ゴジラの骨 (strategy, in A's discard pile: 「あなたが捨て札の怪獣カードを数える際、これは
  # 怪獣カードとしても扱う」). 10.3.4.1: an ability whose use in a zone is evident is valid there —
  # this one speaks only of the discard pile. 4 monsters + the bones = 5: BP01-042 gets +10000.
  Scenario: Godzilla's bones in the discard pile count as a monster card for Godzilla 2000
    Given player A's invading monster is "BP01-042" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A's discard pile is "SD01-001" x4, "BP03-071"
    Then player A's invading monster has threat level 28000

  # SD02-006 ゴジラ(1995) (A: 「相手が置いている戦略カード１枚につき、これの脅威度＋5000」), B has two
  # strategy cards: 36000 + 10000. A plays BP03-066 千年竜王キングギドラ (rank 8; 「相手が戦略カードを
  # ２枚以上置いているなら、等級を－２して手札から出現できる」: rank 6 ≤ B's monster's zone 6, 8.2.1),
  # its 出現時 destroys one of B's strategy cards (A picks BP01-061): the count is now 1 → 41000.
  Scenario: The thousand-year Ghidorah, cheaper for two strategy cards, lowers a count of them
    Given player A's invading monster is "SD02-006" in zone 3
    Given player B's invading monster is "SD01-001" in zone 6
    Given player B has "BP01-061" in strategy zone 1
    Given player B has "BP01-032" in strategy zone 2
    Given player A's hand is "BP03-066"
    Then player A's invading monster has threat level 46000
    Given player A will choose "BP01-061"
    When player A plays "BP03-066" to zone 4
    Then player A has "BP03-066" in zone 4
    Then player B has "BP01-032" in strategy zone 2
    Then player A's invading monster has threat level 41000

  # BP02-051 メカキングギドラ (A, five cards under it: 「相手の空いているエリア１つにつき、脅威度＋3000」).
  # B's zones: monster in 3 (not empty, 3.3.3.1, 4.4.7), battle cards in 1 and 8: 5 empty → 37000 +
  # 15000. PR-005 噛みつき (A's monster in A's 3: column B's 3 and 8, 4.4.5.4) destroys B's zone 8
  # card: 6 empty → 55000.
  Scenario: Mecha-King Ghidorah counts the opponent's empty zones after a bite empties one more
    Given player A's invading monster is "BP02-051", "BP02-045", "BP02-045", "BP02-045", "BP02-045", "BP02-045" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player B has "SD01-008" in zone 1
    Given player B has "SD01-008" in zone 8
    Given player A's hand is "PR-005"
    Then player A's invading monster has threat level 52000
    When player A activates "PR-005"
    Then player B's zone 8 is empty
    Then player B has "SD01-008" in zone 1
    Then player A's invading monster has threat level 55000

  # PR-011 ゴジラ(フェス・ゴジラⅡ) (A: 「これのいるエリアの数字が相手の怪獣カードがいるエリアの数字以上なら、
  # これの脅威度＋３０００」): A in 3, B in 4 → 5000; after the invasion (3 → 4) 4 ≥ 4 → 8000.
  Scenario: Fes Godzilla II's bonus follows its zone number after an invasion
    Given player A's invading monster is "PR-011" in zone 3
    Given player B's invading monster is "SD01-001" in zone 4
    Given player A's hand is "SD01-008"
    Then player A's invading monster has threat level 5000
    When player A invades discarding "SD01-008"
    Then player A's invading monster has threat level 8000

  # BP01-011 ゴジラ(フェス・ゴジラ) (A: 「これが相手の怪獣カードと同じ縦列に前進した時、相手の怪獣カードを
  # １エリア前進させる」). A invades from 1 discarding SD01-012 (invasion 2): two advances (8.6.1.2,
  # each one 5.13.1). 1 → 2: A's 2 is in B's 4's column (4.4.5.4) — it triggers. 2 → 3: A's 3 is in
  # the column of B's 3 and 8, B's monster is still in 4 — no trigger. It resolves once: B 4 → 5.
  Scenario: Fes Godzilla pushes the opponent once for the one step that entered its column
    Given player A's invading monster is "BP01-011" in zone 1
    Given player B's invading monster is "SD01-001" in zone 4
    Given player A's hand is "SD01-012"
    When player A invades discarding "SD01-012"
    Then player A's invading monster is "BP01-011" in zone 3
    Then player B's invading monster is "SD01-001" in zone 5

  # BP03-064 最珠羅 (A, rank 7; 出現時 「このターン相手の交戦カードが破壊されていたら、あなたの捨て札から
  # 交戦カードを１枚、これの下に重ねてよい」; 覚醒4 and 覚醒6: これの下にカードがあるなら撃退力＋3000 each).
  # PR-005 first destroys B's card in B's zone 1 (A's monster in A's 6: column B's 1, 4.4.5.4). Then
  # BP03-064 enters (rank 7 ≤ B's zone 7): the history holds, A puts SD01-008 under it: 6000 + 3000 +
  # 3000 (A's monster in zone 6) = 12000, the whole of A's total.
  Scenario: Saijura remembers a destruction earlier in the turn and grows with a card under it
    Given player A's invading monster is "SD01-001" in zone 6
    Given player B's invading monster is "SD01-001" in zone 7
    Given player B has "SD01-008" in zone 1
    Given player A's discard pile is "SD01-008"
    Given player A's hand is "PR-005", "BP03-064"
    When player A activates "PR-005"
    Then player B's zone 1 is empty
    # scripting slip of the first draft: the engine asks this 「てよい」 as a choice of the card
    # (or none), not a yes/no.
    Given player A will choose "SD01-008"
    When player A plays "BP03-064" to zone 2
    Then player A has "BP03-064" in zone 2 with "SD01-008" under it
    Then player A's total counter power is 12000

  # BP03-067 モンスターX (A, invasion 1: 「あなたのターン中これを手札から捨てた時、あなたのエリアにいる交戦
  # カードが２色以上なら、これを出現させ、相手の最も等級の低い交戦カードを１枚まで破壊する。これの撃退力Xは、
  # あなたのエリアにいる他の交戦カードの色の数を3000倍した値に等しい。」). A invades discarding it: A has
  # a red (SD01-008) and a blue (BP01-053) battle card → it appears (A picks zone 5) and destroys
  # B's lowest-rank card BP01-016 (rank 1; SD02-013 is rank 8). X = 2 colours × 3000 = 6000.
  # Total: 2000 + 5000 + 6000 = 13000.
  Scenario: Monster X discarded to invade comes back and counts the colours beside it
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "SD01-001" in zone 3
    Given player A has "SD01-008" in zone 1
    Given player A has "BP01-053" in zone 2
    Given player B has "BP01-016" in zone 1
    Given player B has "SD02-013" in zone 2
    Given player A's hand is "BP03-067"
    Given player A will choose zone 5
    Given player A will choose "BP01-016"
    When player A invades discarding "BP03-067"
    Then player A has "BP03-067" in zone 5
    Then player B's zone 1 is empty
    Then player B has "SD02-013" in zone 2
    Then player A's total counter power is 13000

  # BP03-013 ゴジラ(1995) (B, B's zone 4: 「相手のターン中撃退フェイズ開始時、あなたの戦略カード置き場に
  # カードがないなら、あなたはゲームに敗北する」). A plays BP03-057 デスギドラ (rank 4; 出現時 「相手の空いて
  # いるエリアが３つ以上なら、相手の戦略カードを１枚破壊する」: B has 7 empty zones) and destroys B's
  # only strategy card. At A's counter phase start B's own trigger makes B lose (1.2.4): A wins.
  Scenario: Destroying the last strategy card makes Godzilla 1995's own condition lose the game
    Given player A's invading monster is "SD01-001" in zone 3
    Given player B's invading monster is "BP03-013" in zone 4
    Given player B has "BP01-061" in strategy zone 1
    Given player A's hand is "BP03-057"
    When player A plays "BP03-057" to zone 4
    Then player B's strategy zones are empty
    When the game runs until the end phase
    Then player A wins the game
