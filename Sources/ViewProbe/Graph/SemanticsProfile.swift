/// Which toolchain's `@State` semantics the simulated runtime follows.
///
/// The two differ in when a `@State` initial value is evaluated (SEMANTICS.md A03, F05).
public enum SemanticsProfile: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Xcode 26 and earlier: `@State` is a property wrapper, and its initial-value expression runs
  /// every time the view struct is initialised; the first installed value wins; the OS is 26
  /// (swipe actions only on list rows). The default.
  case xcode26
  /// Xcode 27: `@State` is a macro (TN3211); a class-typed initial value is created once per view
  /// identity and never for view values that are discarded. The OS 27 behaviours ViewProbe
  /// models come with it: swipe actions are drawn outside lists.
  case xcode27

  /// The profile's name, as the catalog prints it.
  public var description: String { rawValue }

  /// What the profile models, in words ("the property wrapper", "the @State macro").
  public var models: String {
    switch self {
    case .xcode26: return "the property wrapper"
    case .xcode27: return "the @State macro"
    }
  }
}
