import BetaFeature
import BetaFeatureMocks
import Testing
