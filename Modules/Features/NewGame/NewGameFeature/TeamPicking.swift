import DataManaging

/// Choosing a club belongs to another feature; this feature only states what it needs and the
/// composition root answers it (ARCHITECTURE.md §2). Completion-based so the terminal runtime stays
/// deterministic: no task is left running between inputs.
@MainActor
public protocol TeamPicking: AnyObject {
    /// Shows a club chooser for the world of `seed`; calls `completion` once with the club, or nil when cancelled.
    func pickTeam(seed: UInt64, completion: @escaping @MainActor (WorldPreview.Club?) -> Void)
}
