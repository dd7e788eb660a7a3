import ViewProbe

/// The screen that owns the settings store (`@State`) and reads the theme (`@Environment`).
public struct SettingsScreen: View {
  @State private var store = SettingsStore()
  @Environment(\.theme) private var theme

  /// A screen that creates and owns its store.
  public init() {}

  /// The profile and notification sections, and a line naming the current theme.
  public var body: some View {
    Form {
      ProfileSection(store: store)
      NotificationsSection(isEnabled: $store.notificationsEnabled)
      Text("Current theme: \(theme == .dark ? "Dark" : "Light")")
    }
  }
}

/// Edits the profile of a store it is given: `@Bindable` projects bindings, owns nothing.
public struct ProfileSection: View {
  @Bindable var store: SettingsStore

  /// A section editing `store`.
  public init(store: SettingsStore) {
    self.store = store
  }

  /// A text field bound to the store's display name.
  public var body: some View {
    Section("Profile") {
      TextField("Display name", text: $store.displayName)
    }
  }
}

/// Switches notifications on or off through a `Bool` binding it is given.
public struct NotificationsSection: View {
  @Binding var isEnabled: Bool

  /// A section writing through `isEnabled`.
  public init(isEnabled: Binding<Bool>) {
    _isEnabled = isEnabled
  }

  /// A toggle bound to `isEnabled`.
  public var body: some View {
    Section("Notifications") {
      Toggle("Push notifications", isOn: $isEnabled)
    }
  }
}

/// The settings form for a store someone else owns, with accessors for its two sections.
public struct SettingsScreenWithInjectedStore: View {
  let store: SettingsStore

  /// A screen showing `store`.
  public init(store: SettingsStore) {
    self.store = store
  }

  /// Both sections, built by the accessors below.
  public var body: some View {
    Form {
      profileSection()
      notificationsSection()
    }
  }

  /// The profile section, handed this screen's store.
  public func profileSection() -> ProfileSection {
    ProfileSection(store: store)
  }

  /// The notifications section, bound to this screen's store.
  public func notificationsSection() -> NotificationsSection {
    NotificationsSection(isEnabled: Bindable(store).notificationsEnabled)
  }
}
