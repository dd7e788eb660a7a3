/// The ways apps declare a window group: with a title, an identifier for `openWindow(id:)`, or the
/// type of value a window presents (`openWindow(value:)`). ViewProbe hosts the app's first scene
/// in one window; titles and identifiers name nothing there.
extension WindowGroup {
  /// A window group whose windows each show what `makeContent` makes (OS 27's form).
  public init(@ViewBuilder makeContent: @escaping () -> Content) {
    self.init(content: makeContent)
  }

  /// A window group that `openWindow(id:)` opens by `id`.
  public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

  /// A window group titled `title`.
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.init(content: content) }

  /// A window group titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// A window group titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// A window group titled `title`, opened by `id`.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// A window group titled by `titleKey`, opened by `id`.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// A window group titled `title`, opened by `id`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// A window group whose windows each present a value of type `D` (`nil` in the window a
  /// harness hosts, until the content writes the binding).
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init { PresentedWindowContent(content: content) }
  }

  /// A window group presenting values of type `D`, opened by `id`.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// A window group titled `title`, presenting values of type `D`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// A window group titled by `titleKey`, presenting values of type `D`.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// A window group titled `title`, presenting values of type `D`.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// A window group titled `title`, presenting values of type `D`, opened by `id`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// A window group titled by `titleKey`, presenting values of type `D`, opened by `id`.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// A window group titled `title`, presenting values of type `D`, opened by `id`.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }
}

// The forms with a default value: a window opened with no value (a new window) presents
// `defaultValue()`, and the content's binding is never `nil`.
extension WindowGroup {
  /// A window group presenting values of type `D`, `defaultValue()` in a window opened with none.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init { PresentedWindowContent(initial: defaultValue(), content: content) }
  }

  /// A window group presenting values of type `D` with a default, opened by `id`.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  /// A window group titled `title`, presenting values of type `D` with a default.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  /// A window group titled by `titleKey`, presenting values of type `D` with a default.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  /// A window group titled `title`, presenting values of type `D` with a default.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  /// A window group titled `title`, presenting values of type `D` with a default, opened by `id`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  /// A window group titled by `titleKey`, presenting values of type `D` with a default, opened
  /// by `id`.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  /// A window group titled `title`, presenting values of type `D` with a default, opened by `id`.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }
}

/// The view of a window that presents a value: `content` with a binding to the window's value,
/// kept in the window's own state.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
  let content: (Binding<Data?>) -> Content
  @State private var value: Data?

  init(content: @escaping (Binding<Data?>) -> Content) { self.content = content }

  /// Content whose window starts with `initial` (a window group's default value).
  init(initial: Data, content: @escaping (Binding<Data>) -> Content) {
    _value = State(initialValue: initial)
    self.content = { window in
      content(Binding(get: { window.wrappedValue ?? initial }, set: { window.wrappedValue = $0 }))
    }
  }

  /// The content with the window's value.
  public var body: some View { content($value) }
}
