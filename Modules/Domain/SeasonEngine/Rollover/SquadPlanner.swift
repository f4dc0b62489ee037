import GameModels
import TransferMarket
import WorldGenerator

/// How a club manages its squad at the season's end: whom it keeps of the players whose contracts run
/// out, and whom it signs from the free agents so every squad stays 22–30 with enough of each position —
/// its target inside the market's `SquadLimits`.
public enum SquadPlanner {
    public static let sizeRange = 22...30
    /// Expiring players are renewed while the squad is below this size or short in their position.
    static let comfortableSize = 25
    /// The fewest of each position a squad should carry at the season's end: one more of each than the
    /// market's `SquadLimits.positionMinimums`, so a season's sales leave cover.
    static let minimums = SquadLimits.positionMinimums.mapValues { $0 + 1 }

    /// What a player is worth to a club: his overall, plus part of the growth still in him, less for age.
    static func value(of player: Player) -> Double {
        let growth = Double(player.potential - player.ratings.overall) * 0.4
        let agePenalty = Double(max(0, player.age - 31)) * 1.5
        return Double(player.ratings.overall) + growth - agePenalty
    }

    static func ranked(_ players: [Player]) -> [Player] {
        players.sorted { (value(of: $0), $1.id) > (value(of: $1), $0.id) }
    }

    static func count(_ position: Position, in squad: [Player]) -> Int {
        squad.reduce(0) { $0 + ($1.position == position ? 1 : 0) }
    }

    /// How far above its tier's peak-age level a free agent a club can sign may be.
    static let signingHeadroom = 6

    /// Academy youngsters a club keeps at most at once: real squads carry about a fifth aged 21 or under.
    static let youngsterPlaces = 5

    /// How far below its tier's peak-age level a grown player falls before a computer club lets him go.
    static let farBelowTier = 25

    /// The assistant's call on one expiring player, given the players the club already keeps.
    static func decision(for player: Player, keeping kept: [Player]) -> ContractDecision {
        let short = count(player.position, in: kept) < (minimums[player.position] ?? 0)
        return kept.count < comfortableSize || short ? .renew : .release
    }

    static func youngsters(in squad: [Player]) -> Int {
        squad.filter { $0.age <= SeasonAwards.youngAge }.count
    }

    /// Splits `squad` (of a club in `tier`) into kept and released players. The academy's `trialists` go by
    /// `decisions`, else by `AcademyIntake.advice`; expiring players (contract ended before `seasonYear`) by
    /// `decisions`, else by the assistant, best first. A computer club (`clearsDeadwood`) then lets its least
    /// promising youngsters go while it has more than its academy places, and grown players far below its tier
    /// while it keeps its minimums; last the weakest go while the squad is over 30,
    /// never a kept prospect. `renewed` are the expiring players kept (trialists keep their first deal).
    static func settle(squad: [Player], seasonYear: Int, tier: Int, decisions: [String: ContractDecision],
                       trialists: Set<String>, clearsDeadwood: Bool)
        -> (kept: [Player], released: [Player], renewed: [Player]) {
        let intake = squad.filter { trialists.contains($0.id) }
        var kept = squad.filter { $0.contract.endSeason >= seasonYear && !trialists.contains($0.id) }
        let advice = AcademyIntake.advice(for: intake, youngsters: youngsters(in: kept), tier: tier)
        let prospects = intake.filter { (decisions[$0.id] ?? advice[$0.id]) == .renew }
        kept += prospects
        var released = intake.filter { player in !prospects.contains { $0.id == player.id } }
        var renewed: [Player] = []
        let expiring = squad.filter { $0.contract.endSeason < seasonYear && !trialists.contains($0.id) }
        for player in ranked(expiring) {
            if (decisions[player.id] ?? decision(for: player, keeping: kept)) == .renew {
                kept.append(player)
                renewed.append(player)
            } else {
                released.append(player)
            }
        }
        let removable = { (player: Player) in
            !prospects.contains { $0.id == player.id } && count(player.position, in: kept) > (minimums[player.position] ?? 0)
        }
        if clearsDeadwood {
            // A better prospect takes an academy place from the youngster with the least in him.
            let prospectIds = Set(prospects.map(\.id))
            while youngsters(in: kept) > youngsterPlaces, let least = kept
                .filter({ $0.age <= SeasonAwards.youngAge && !prospectIds.contains($0.id) })
                .min(by: { ($0.potential, $0.id) < ($1.potential, $1.id) }) {
                kept.removeAll { $0.id == least.id }
                renewed.removeAll { $0.id == least.id }
                released.append(least)
            }
            let floor = TierLevel.peakOverall(tier: tier) - farBelowTier
            for player in ranked(kept).reversed() where kept.count > sizeRange.lowerBound
                && player.age > SeasonAwards.youngAge && player.ratings.overall < floor && removable(player) {
                kept.removeAll { $0.id == player.id }
                renewed.removeAll { $0.id == player.id }
                released.append(player)
            }
        }
        while kept.count > sizeRange.upperBound {
            guard let weakest = ranked(kept).reversed().first(where: removable) ?? ranked(kept).last else { break }
            kept.removeAll { $0.id == weakest.id }
            renewed.removeAll { $0.id == weakest.id }
            released.append(weakest)
        }
        return (kept, released, renewed)
    }

    /// A position the squad has fewer of than its minimum, keepers first.
    static func lackingPosition(in squad: [Player]) -> Position? {
        Position.allCases.sorted().first { count($0, in: squad) < (minimums[$0] ?? 0) }
    }

    /// The position to fill from outside when no free agent fits: one it lacks, else, below the smallest
    /// squad size, the outfield line with the fewest players.
    static func positionToFill(in squad: [Player]) -> Position? {
        if let lacking = lackingPosition(in: squad) { return lacking }
        guard squad.count < sizeRange.lowerBound else { return nil }
        return [Position.defender, .midfielder, .forward].min { count($0, in: squad) < count($1, in: squad) }
    }

    /// The free agent a club signs next, from those it can get: the best of a position it lacks, else the
    /// best of all while the squad is below a comfortable size; nil when it needs nobody or nobody fits.
    static func nextSigning(for squad: [Player], from pool: [Player]) -> Player? {
        // The academy cap holds for signings too: youngsters let go elsewhere do not refill a full quota.
        let youngsters = squad.filter { $0.age <= SeasonAwards.youngAge }.count
        let pool = youngsters < youngsterPlaces ? pool : pool.filter { $0.age > SeasonAwards.youngAge }
        let wanted: [Player]
        if let position = lackingPosition(in: squad) {
            wanted = pool.filter { $0.position == position }
        } else if squad.count < comfortableSize {
            wanted = pool
        } else {
            return nil
        }
        return ranked(wanted).first ?? (squad.count < sizeRange.lowerBound ? ranked(pool).first : nil)
    }
}
