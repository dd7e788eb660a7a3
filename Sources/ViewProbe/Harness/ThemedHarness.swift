import Testing

/// Hosts a view under a parent that provides one environment value, so a test can change that
/// value and check what the view's body observed (D01, D03).
///
/// ```swift
/// let harness = ThemedHarness(\.theme, theme: .light) { SettingsScreen() }
/// harness.setTheme(.dark)
/// #expect(harness.observedTheme() == .dark)
/// ```
@MainActor
@dynamicMemberLookup
public final class ThemedHarness<Value, Content: View> {
  /// The full harness underneath, for every other probe (texts, body counts, controls …).
  public let harness: ParentHarness<ModifiedContent<Content, _EnvironmentKeyWritingModifier<Value>>>
  private let keyPath: WritableKeyPath<EnvironmentValues, Value>
  private let current: ThemeValue<Value>

  /// Hosts `content` with `theme` set at `keyPath` by its parent.
  public init(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, theme: Value,
    profile: SemanticsProfile? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    let current = ThemeValue(theme)
    self.keyPath = keyPath
    self.current = current
    let key = EnvironmentValues.shortName(of: keyPath)
    harness = ParentHarness(
      profile: profile, sourceLocation: sourceLocation,
      kind: "ThemedHarness<\(key), \(_typeName(Content.self, qualified: false))>"
    ) {
      content().environment(keyPath, current.value)
    }
  }

  /// The full harness's properties, read through this one: `themed.texts`, `themed.warnings`.
  /// Its actions (`find(button:)` …) are on ``harness``.
  public subscript<T>(
    dynamicMember keyPath: KeyPath<
      ParentHarness<ModifiedContent<Content, _EnvironmentKeyWritingModifier<Value>>>, T
    >
  ) -> T {
    harness[keyPath: keyPath]
  }

  /// The parent re-renders with a new value for the key; the views that read it re-render.
  /// The same as ``set(_:sourceLocation:)``, in the seed's words.
  public func setTheme(_ theme: Value, sourceLocation: SourceLocation = #_sourceLocation) {
    set(theme, sourceLocation: sourceLocation)
  }

  /// The parent re-renders with `value` for the key (any key, not only a theme); the views that
  /// read it re-render.
  public func set(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) {
    current.value = value
    harness.reRender(sourceLocation: sourceLocation)
  }

  /// The value the views that read the key saw in their last body. The same as
  /// ``observed(sourceLocation:)``, in the seed's words.
  ///
  /// Records an issue and returns `nil` when no view read the key, or readers disagree.
  public func observedTheme(sourceLocation: SourceLocation = #_sourceLocation) -> Value? {
    observed(query: "observedTheme()", at: sourceLocation)
  }

  /// The value the views that read the key saw in their last body.
  ///
  /// Records an issue and returns `nil` when no view read the key, or readers disagree.
  public func observed(sourceLocation: SourceLocation = #_sourceLocation) -> Value? {
    observed(query: "observed()", at: sourceLocation)
  }

  private func observed(query: String, at sourceLocation: SourceLocation) -> Value? {
    harness.core.flush(at: sourceLocation)
    return harness.core.observed(keyPath, query: query, at: sourceLocation)
  }
}

/// The value the themed harness's parent passes down; changed by `setTheme(_:)`.
@MainActor
final class ThemeValue<Theme> {
  var value: Theme
  init(_ value: Theme) { self.value = value }
}

extension HarnessCore {
  /// The value at `keyPath` that the views reading it observed in their last body.
  func observed<Value>(
    _ keyPath: KeyPath<EnvironmentValues, Value>, in type: Any.Type? = nil, query: String,
    at sourceLocation: SourceLocation
  ) -> Value? {
    var readers: [(path: String, value: Value)] = []
    for node in graph.allNodes() where type.map({ ObjectIdentifier($0) == node.typeID }) ?? true {
      if let value = node.environmentReads.values[keyPath] as? Value {
        readers.append((node.path, value))
      }
    }
    guard let first = readers.first else {
      reportMisuse(
        "\(query) expected a view whose body read \(EnvironmentValues.name(of: keyPath)), but no "
          + "body read it; views in the tree: \(viewNames())", at: sourceLocation)
      return nil
    }
    let comparison = ValueComparison.inputs(for: Value.self)
    if readers.contains(where: { !comparison.equal($0.value, first.value) }) {
      let list = readers.map { "\($0.path) saw \(graph.describe($0.value))" }
      reportMisuse(
        "\(query) found readers of \(EnvironmentValues.name(of: keyPath)) that disagree: "
          + list.joined(separator: "; "),
        at: sourceLocation)
      return nil
    }
    return first.value
  }
}

extension ThemedHarness: ViewQueryable {
  /// The whole tree, as the harness underneath searches it: `themed.find(button: "Save")`.
  public var queryScope: QueryScope { harness.queryScope }
}
