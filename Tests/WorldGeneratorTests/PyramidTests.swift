import GameModels
import Testing
@testable import WorldGenerator

@Suite("Pyramid and clubs")
struct PyramidTests {
    @Test("four divisions, tier 1 first, each of 16 to 20 clubs", arguments: GeneratedWorlds.seeds)
    func divisions(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        #expect(world.divisions.map(\.tier) == [1, 2, 3, 4])
        #expect(world.divisions.allSatisfy { $0.leagueId == world.league.id && !$0.name.isEmpty })
        for division in world.divisions {
            #expect((16...20).contains(world.teams(in: division.id).count), "\(division.name)")
        }
        #expect(world.teams.count == world.divisions.map { world.teams(in: $0.id).count }.reduce(0, +))
    }

    @Test("division sizes vary with the seed")
    func sizesVary() {
        let layouts = Set(GeneratedWorlds.all.map { world in world.divisions.map { world.teams(in: $0.id).count } })
        #expect(layouts.count > 1)
    }

    @Test("each division name belongs to its own tier's list", arguments: GeneratedWorlds.seeds)
    func divisionNamesFitTier(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        for division in world.divisions {
            #expect(PyramidNameBank.divisionNames[division.tier - 1].contains(division.name))
        }
        #expect(world.league.name.hasPrefix("The "))
    }

    @Test("club names and short names are unique", arguments: GeneratedWorlds.seeds)
    func uniqueClubNames(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let names = world.teamInfos.map(\.name)
        let shortNames = world.teamInfos.map(\.shortName)
        #expect(Set(names).count == names.count)
        #expect(Set(shortNames).count == shortNames.count)
        #expect(shortNames.allSatisfy { $0.count == 3 && $0.allSatisfy { $0.isASCII && $0.isUppercase } })
    }

    @Test("every club has a home, a ground and a founding year", arguments: GeneratedWorlds.seeds)
    func clubIdentity(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        for info in world.teamInfos {
            #expect(info.name.contains(info.city))
            #expect(!info.stadium.isEmpty)
            #expect(ClubIdentityGenerator.foundedRange.contains(info.founded))
        }
    }

    @Test("every team links to its info, a division and its own coach", arguments: GeneratedWorlds.seeds)
    func teamLinks(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let infoIds = Set(world.teamInfos.map(\.id))
        let divisionIds = Set(world.divisions.map(\.id))
        let coachesById = Dictionary(uniqueKeysWithValues: world.coaches.map { ($0.id, $0) })
        #expect(world.coaches.count == world.teams.count)
        for team in world.teams {
            #expect(infoIds.contains(team.infoId))
            #expect(divisionIds.contains(team.divisionId))
            let coach = team.coachId.flatMap { coachesById[$0] }
            #expect(coach?.teamId == team.id, "\(team.id) has no coach of its own")
            #expect(coach?.isUser == false)
        }
    }

    @Test("coach names are unique and pass the coach name rule", arguments: GeneratedWorlds.seeds)
    func coachNames(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let names = world.coaches.map(\.fullName)
        #expect(Set(names).count == names.count)
        for coach in world.coaches {
            #expect((try? CoachNameRule.validate(coach.firstName, field: "first").get()) == coach.firstName)
            #expect((try? CoachNameRule.validate(coach.lastName, field: "last").get()) == coach.lastName)
        }
    }

    @Test("budgets fall with the tier: the poorest club of a tier outspends the richest below",
          arguments: GeneratedWorlds.seeds)
    func budgetsFall(seed: UInt64) {
        let world = GeneratedWorlds.world(seed)
        let budgets = world.divisions.map { world.teams(in: $0.id).map(\.budget) }
        for (upper, lower) in zip(budgets, budgets.dropFirst()) {
            #expect(upper.min()! > lower.max()!)
        }
        #expect(world.teams.allSatisfy { $0.budget > 0 })
    }
}
