/// The clubs of a not-yet-created career, by division, with a strength indicator for choosing one.
public struct WorldPreview: Sendable, Hashable {
    public struct Club: Sendable, Hashable, Identifiable {
        public let teamId: String
        public let name: String
        public let shortName: String
        public let city: String
        /// Mean overall of the club's best eleven (see `TeamStrength`).
        public let strength: Int

        public init(teamId: String, name: String, shortName: String, city: String, strength: Int) {
            self.teamId = teamId
            self.name = name
            self.shortName = shortName
            self.city = city
            self.strength = strength
        }

        public var id: String { teamId }
    }

    public struct DivisionClubs: Sendable, Hashable, Identifiable {
        public let divisionId: String
        public let name: String
        public let tier: Int
        public let clubs: [Club]

        public init(divisionId: String, name: String, tier: Int, clubs: [Club]) {
            self.divisionId = divisionId
            self.name = name
            self.tier = tier
            self.clubs = clubs
        }

        public var id: String { divisionId }
    }

    public let seed: UInt64
    public let leagueName: String
    /// Ordered by tier, top flight first.
    public let divisions: [DivisionClubs]

    public init(seed: UInt64, leagueName: String, divisions: [DivisionClubs]) {
        self.seed = seed
        self.leagueName = leagueName
        self.divisions = divisions
    }

    public var allClubs: [Club] { divisions.flatMap(\.clubs) }
}
