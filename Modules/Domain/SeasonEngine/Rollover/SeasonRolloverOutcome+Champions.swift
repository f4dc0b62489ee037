import GameModels

extension SeasonRolloverOutcome {
    /// The finished season's champion of each of `divisions` (in their order), with its points in `standings`:
    /// what `simulate`'s honours and a career's season end both show.
    public func champions(of divisions: [Division], standings: [String: [Standing]], year: Int,
                          clubName: (String) -> String) -> [Champion] {
        divisions.compactMap { division in
            champions[division.id].map { teamId in
                Champion(year: year, tier: division.tier, divisionName: division.name, clubName: clubName(teamId),
                         points: standings[division.id]?.first { $0.teamId == teamId }?.record.points ?? 0)
            }
        }
    }
}
