import DataManaging

/// `cup --json`: the season's cup, its ties round by round in `simulate --json`'s shape (goals after extra time
/// included, penalties apart, null when there were none).
struct CupListing: Encodable {
    struct Round: Encodable {
        let round: Int
        let name: String
        let ties: [Tie]
    }

    struct Tie: Encodable {
        struct Penalties: Encodable {
            let home: Int
            let away: Int
        }

        let home: String
        let away: String
        let homeTier: Int
        let awayTier: Int
        let homeGoals: Int?
        let awayGoals: Int?
        let extraTime: Bool
        let penalties: Penalties?
        let winner: String?

        enum CodingKeys: String, CodingKey {
            case home, away, homeTier, awayTier, homeGoals, awayGoals, extraTime, penalties, winner
        }

        /// Every key in every tie: null for what is not yet known or did not happen.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(home, forKey: .home)
            try container.encode(away, forKey: .away)
            try container.encode(homeTier, forKey: .homeTier)
            try container.encode(awayTier, forKey: .awayTier)
            try container.encode(homeGoals, forKey: .homeGoals)
            try container.encode(awayGoals, forKey: .awayGoals)
            try container.encode(extraTime, forKey: .extraTime)
            try container.encode(penalties, forKey: .penalties)
            try container.encode(winner, forKey: .winner)
        }
    }

    let name: String
    let year: Int
    let season: String
    let rounds: [Round]
    /// Null until the final is played.
    let winner: String?

    enum CodingKeys: String, CodingKey {
        case name, year, season, rounds, winner
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(year, forKey: .year)
        try container.encode(season, forKey: .season)
        try container.encode(rounds, forKey: .rounds)
        try container.encode(winner, forKey: .winner)
    }

    init(_ cup: CupSeason) {
        name = cup.name
        year = cup.year
        season = cup.seasonLabel
        rounds = cup.rounds.map { round in
            Round(round: round.number, name: round.name, ties: round.ties.map { tie in
                var penalties: Tie.Penalties?
                if let home = tie.homePenalties, let away = tie.awayPenalties { penalties = Tie.Penalties(home: home, away: away) }
                return Tie(home: cup.name(of: tie.homeTeamId), away: cup.name(of: tie.awayTeamId), homeTier: tie.homeTier,
                           awayTier: tie.awayTier, homeGoals: tie.homeGoals, awayGoals: tie.awayGoals,
                           extraTime: tie.extraTime, penalties: penalties, winner: tie.winnerTeamId.map(cup.name(of:)))
            })
        }
        winner = cup.winnerTeamId.map(cup.name(of:))
    }
}
