import DesignSystem

/// The contract line: weekly wage and the last season, or none for a free agent.
enum PlayerContractView {
    static func render(_ contract: PlayerContractViewModel?, width: Int, theme: Theme) -> [String] {
        let parts = contract.map { [ProfileLine.Part($0.wage, .accent), ProfileLine.Part(" until \($0.endSeason)")] }
            ?? [ProfileLine.Part("None (free agent)", .dim)]
        return [ProfileLine.render(label: "Contract", parts, width: width, theme: theme)]
    }
}
