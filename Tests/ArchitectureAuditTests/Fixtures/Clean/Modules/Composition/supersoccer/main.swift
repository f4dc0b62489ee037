import AppComposition

_ = DependencyContainer()
