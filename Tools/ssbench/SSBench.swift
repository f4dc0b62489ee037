import ArgumentParser

/// `ssbench`: speed figures, each beside a baseline measured in the same run (DESIGN.md §10).
@main
struct SSBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ssbench",
        abstract: "Measure SuperSoccer's speed against baselines; run with `swift run -c release ssbench`."
    )
}
