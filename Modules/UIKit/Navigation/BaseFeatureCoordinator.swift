/// The base of every feature coordinator: starts child coordinators, keeps them alive until they
/// finish, and reports its own result to whoever started it. `Result` is the feature's result enum.
@MainActor
open class BaseFeatureCoordinator<Result> {
    private var children: [ObjectIdentifier: AnyObject] = [:]
    private var onFinish: ((Result) -> Void)?

    public init() {}

    /// Shows the feature's first screen. Subclasses override it.
    open func start() {}

    /// Starts `child`, retains it, and calls `onFinish` with its result once it finishes.
    public func startChild<ChildResult>(_ child: BaseFeatureCoordinator<ChildResult>,
                                        onFinish: @escaping (ChildResult) -> Void) {
        let key = ObjectIdentifier(child)
        children[key] = child
        child.onFinish = { [weak self] result in
            self?.children[key] = nil
            onFinish(result)
        }
        child.start()
    }

    /// Ends this coordinator with `result`; the parent's handler runs once, later calls are ignored.
    public func finish(with result: Result) {
        let handler = onFinish
        onFinish = nil
        handler?(result)
    }

    /// The number of children still running, for tests and diagnostics.
    public var childCount: Int { children.count }
}
