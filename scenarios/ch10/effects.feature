Feature: Effects: continuous, replacement, costs and choices (rules 10.5, 10.8, 10.9)

  Background:
    Given the cards:
      | name     | type    | rank | color | traits   | threat | counter | invasion | text |
      | Godzilla | monster | I    | red   | Godzilla | 10000  |         | 1        |      |
      | Angry    | monster | I    | red   | Godzilla | 10000  |         | 1        | これの怒りが2以上なら、脅威度+5000。 |
      | Jet      | battle  | 1    | red   | Weapon   |        | 1000    | 2        |      |
      | Captain  | battle  | 1    | red   | Weapon   |        | 1000    | 1        | あなたのエリアにいる《Weapon》を持つ交戦カードの撃退力+1000。 |
      | Bomber   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】相手の交戦カードを1枚破壊する。 |
      | Trader   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】手札を1枚捨てることで、相手の怒りを1減らす。 |
      | Oracle   | battle  | 1    | red   | Weapon   |        | 1000    | 1        | 【出現時】以下を1つ行う。・カードを1枚引く。・相手の怒りを1減らす。 |
      | Titan    | battle  | 1    | red   | Weapon   |        | 25000   | 1        |      |
    And player A's invading monster is "Godzilla" in zone 1
    And player B's invading monster is "Godzilla" in zone 2

  @rule-10.8.1 @rule-3.4.5
  Scenario: Rage adds 5000 each, then a continuous change of the number
    Given player A's invading monster is "Angry" in zone 1
    And player A's rage is 2
    Then player A's invading monster has threat level 25000

  @rule-10.8.1.4 @rule-7.4.3
  Scenario: In the counter phase, the threat level compared counts rage first, then the change rage allows
    Given player B's invading monster is "Angry" in zone 2
    And player B's rage is 2
    And player A has "Titan" in zone 5
    When player A ends the main phase
    Then player A wins the game by counter
    And the trace shows, in order:
      | rule     | card  | player |
      | 7.4.2.1  | Titan | A      |
      | 10.8.1.4 | Angry | A      |

  @rule-10.8.1
  Scenario: A continuous ability changes the counter power of every card it names
    Given player A has "Captain" in zone 5
    And player A has "Jet" in zone 6
    Then player A's total counter power is 4000

  @rule-10.5.3.1
  Scenario: The master chooses which target is destroyed
    Given player B has "Jet" in zone 4
    And player B has "Captain" in zone 6
    And player A's hand is "Bomber"
    And player A will choose "Captain"
    When player A plays "Bomber" to zone 3
    Then player B's zone 6 is empty
    And player B has "Jet" in zone 4

  @rule-10.5.3.1.2
  Scenario: With no target, the effect does nothing
    Given player A's hand is "Bomber"
    When player A plays "Bomber" to zone 3
    Then the trace shows, in order:
      | rule       | card   |
      | 10.4.3.2   | Bomber |
      | 10.5.3.1.2 |        |

  @rule-10.5.4
  Scenario: A cost paid by choice lets the effect happen
    Given player A's hand is "Trader", "Jet"
    And player B's rage is 1
    And player A will choose yes
    When player A plays "Trader" to zone 3
    Then player B's rage is 0
    And player A's discard pile contains "Jet"

  @rule-10.5.4
  Scenario: A cost declined: nothing happens
    Given player A's hand is "Trader", "Jet"
    And player B's rage is 1
    And player A will choose no
    When player A plays "Trader" to zone 3
    Then player B's rage is 1
    And player A's hand contains "Jet"

  @rule-10.5.4.1
  Scenario: A cost that cannot be paid in full is not offered
    Given player A's hand is "Trader"
    And player B's rage is 1
    When player A plays "Trader" to zone 3
    Then player B's rage is 1

  @rule-10.5.2.2.1
  Scenario: Do one of the following
    Given player A's hand is "Oracle"
    And player B's rage is 1
    And player A will choose "相手の怒りを1減らす。"
    When player A plays "Oracle" to zone 3
    Then player B's rage is 0
    And player A's hand has 0 cards

  @rule-10.8.1.6
  Scenario: A change limited by rank sees the rank another change has lowered (dependency)
    Given the cards:
      | name    | type   | rank | color | traits | counter | text |
      | Guard   | battle | 1    | red   | Weapon | 1000    | 相手の等級5以下の交戦カードすべては、あなたの怪獣カードと戦闘できない。 |
      | Lowerer | battle | 1    | red   | Weapon | 1000    | 相手のエリアにいる交戦カードすべての等級-2。 |
      | Heavy   | battle | 6    | red   | Weapon | 6000    |      |
    And player A has "Guard" in zone 4
    And player A has "Lowerer" in zone 5
    And player B has "Heavy" in zone 3
    Then player B's total counter power is 0

  @rule-10.8.1.6
  Scenario: Without the lowered rank the same card battles
    Given the cards:
      | name    | type   | rank | color | traits | counter | text |
      | Guard   | battle | 1    | red   | Weapon | 1000    | 相手の等級5以下の交戦カードすべては、あなたの怪獣カードと戦闘できない。 |
      | Heavy   | battle | 6    | red   | Weapon | 6000    |      |
    And player A has "Guard" in zone 4
    And player B has "Heavy" in zone 3
    Then player B's total counter power is 6000

  # Two changes that each find their cards by the number they change depend on each other
  # (10.8.1.6 cannot order them): 10.8.1.7 does, by when each card was placed (10.8.1.7.1).
  # Six first: Held 5000 → 6000, then Five finds 6000 and passes it; Six 1000 + 2000 (Five),
  # Five 1000 + 1000 (Six): 6000 + 3000 + 2000.
  @rule-10.8.1.6 @rule-10.8.1.7 @rule-10.8.1.7.1
  Scenario: Changes that each read the number they change apply in the order their cards were placed
    Given the cards:
      | name | type   | rank | color | traits | counter | text |
      | Six  | battle | 1    | red   | Weapon | 1000    | あなたのエリアにいる撃退力6000以下の他の交戦カードすべての撃退力+1000。 |
      | Five | battle | 1    | red   | Weapon | 1000    | あなたのエリアにいる撃退力5000以下の他の交戦カードすべての撃退力+2000。 |
      | Held | battle | 1    | red   | Weapon | 5000    |      |
    And player A has "Six" in zone 4
    And player A has "Five" in zone 3
    And player A has "Held" in zone 2
    Then player A's total counter power is 11000

  # The other order: Five first makes Held 7000, and Six finds 7000 and passes it: 7000 + 3000 + 2000.
  @rule-10.8.1.6 @rule-10.8.1.7 @rule-10.8.1.7.1
  Scenario: The change whose card was placed first is applied first, whichever it is
    Given the cards:
      | name | type   | rank | color | traits | counter | text |
      | Six  | battle | 1    | red   | Weapon | 1000    | あなたのエリアにいる撃退力6000以下の他の交戦カードすべての撃退力+1000。 |
      | Five | battle | 1    | red   | Weapon | 1000    | あなたのエリアにいる撃退力5000以下の他の交戦カードすべての撃退力+2000。 |
      | Held | battle | 1    | red   | Weapon | 5000    |      |
    And player A has "Five" in zone 4
    And player A has "Six" in zone 3
    And player A has "Held" in zone 2
    Then player A's total counter power is 12000
