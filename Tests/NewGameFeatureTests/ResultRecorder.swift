import Navigation

/// A tiny parent that starts a child coordinator and keeps every result it reports.
@MainActor
final class ResultRecorder<ChildResult>: BaseFeatureCoordinator<Void> {
    private(set) var results: [ChildResult] = []

    func run(_ child: BaseFeatureCoordinator<ChildResult>) {
        startChild(child) { [weak self] result in
            self?.results.append(result)
        }
    }
}
