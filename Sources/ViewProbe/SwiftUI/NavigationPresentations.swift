// Destinations pushed by a binding (iOS 16 and 17), and the search field's placement and
// suggestions.

nonisolated extension View {
  /// Pushes `destination` while `isPresented` is true. ViewProbe shows it as it shows a sheet: it
  /// exists while the binding says so (its state ends when it is popped, H01), and `dismiss`
  /// inside it pops it by writing `false` (H05).
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let destination = destination()
    return present(.navigationDestination, isPresented: isPresented) { destination }
  }

  /// Pushes the destination for the item while `item` is not `nil`; a different item is a new
  /// destination with fresh state (H02), and `dismiss` inside it pops it by writing `nil`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let isPresented = Binding(
      get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return present(.navigationDestination, isPresented: isPresented) {
      item.wrappedValue.map { AnyView(destination($0).id($0)) } ?? AnyView(EmptyView())
    }
  }

  /// Sets the insets of list rows inside (not simulated).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { inert("listRowInsets") }

  /// Sets the list row insets on `edges` to `length` (iOS 26; not simulated).
  public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    inert("listRowInsets")
  }

  /// The icon of the dialogs and alerts inside (used on macOS and watchOS only; kept here).
  public func dialogIcon(_ icon: Image?) -> some View { inert("dialogIcon") }

  /// Lets the user suppress the dialogs and alerts inside (a toggle macOS shows; unused on iOS,
  /// kept here).
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
    inert("dialogSuppressionToggle")
  }

  /// Lets the user suppress the dialogs inside, with the toggle titled `titleKey` (macOS only).
  public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>)
    -> some View
  { inert("dialogSuppressionToggle") }

  /// Lets the user suppress the dialogs inside, with the toggle titled `title` (macOS only).
  @_disfavoredOverload
  public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>)
    -> some View
  { inert("dialogSuppressionToggle") }

  /// Lets the user suppress the dialogs inside, with the toggle labelled `label` (macOS only).
  public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
    inert("dialogSuppressionToggle")
  }

  /// Adds a search field bound to `text` at `placement` (the placement is not simulated).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    searchable(text: text, prompt: prompt)
  }

  /// Adds a search field bound to `text` at `placement`, with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, prompt: Text(prompt))
  }

  /// Adds a search field bound to `text` at `placement`, with a prompt string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, prompt: Text(prompt))
  }

}

/// Where a search field is placed (not simulated).
public struct SearchFieldPlacement: Sendable, Equatable {
  let name: String
  /// As the system decides.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the navigation bar's drawer.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// How the navigation bar's drawer shows the field.
  public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
    let name: String
    /// As the system decides.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }

  /// In the navigation bar's drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
}
