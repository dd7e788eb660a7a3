/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark
}

/// Dismisses the current presentation. ViewProbe simulates no presentations: calling it does
/// nothing unless a test installs its own with `.environment(\.dismiss, …)`.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void
  /// Whether something is presented that this action dismisses (false for the default).
  let dismissesSomething: Bool

  /// A dismiss action that runs `action`.
  public init(_ action: @escaping @MainActor @Sendable () -> Void) {
    self.action = action
    dismissesSomething = true
  }

  init(nothing: Void) {
    action = {}
    dismissesSomething = false
  }

  /// Dismisses.
  @MainActor public func callAsFunction() { action() }
}

struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(nothing: ())
}

extension EnvironmentValues {
  /// Whether controls in this subtree accept input; `.disabled(true)` clears it.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The appearance; `.light` unless set.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Dismisses the current presentation.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

/// `.disabled(_:)`: turns off controls in a subtree. A `disabled(true)` anywhere above wins.
public struct _DisabledModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isDisabled: Bool
}

extension _DisabledModifier: PrimitiveModifier {
  func makeChildren(of content: any View, into children: inout ChildList) {
    var environment = children.environment
    if isDisabled { environment.isEnabled = false }
    children.append(content, key: .content, environment: environment)
  }
}

nonisolated extension View {
  /// Disables the controls in this view and its descendants when `disabled` is true.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_DisabledModifier(isDisabled: disabled))
  }
}
