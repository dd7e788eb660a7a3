/// Who gives a subtree its edit mode (D01, Guide §7). On iOS every hosting root has one — the
/// window's and each presentation's (Apple's Landmarks tutorial toggles it with an `EditButton` in
/// a sheet with no navigation container) — and each navigation container gives its content one of
/// its own; a binding set with `.environment(\.editMode, $mode)` is kept by all of them below it.
enum EditModeSource {
  /// The window, or a sheet, cover or popover (each is hosted on its own).
  case host
  /// A `NavigationStack`, `NavigationView` or `NavigationSplitView`.
  case container
}

struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

/// Who provided the current edit mode; `nil` when app code set it (or removed it).
struct EditModeSourceKey: EnvironmentKey {
  static var defaultValue: EditModeSource? { nil }
}

extension EnvironmentValues {
  /// A list's edit mode: the one the nearest hosting root (the window, a sheet) or navigation
  /// container provides, unless app code sets one above it (or `nil`).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set {
      self[EditModeKey.self] = newValue
      if self[EditModeSourceKey.self] != nil { self[EditModeSourceKey.self] = nil }
    }
  }

  /// Gives the subtree the edit mode `slot` holds, as `source` does: a host replaces any edit
  /// mode that was provided (a sheet does not edit the list beneath it), a container only the
  /// host's (a stack inside a stack shares the outer one); neither replaces one app code set.
  mutating func provideEditMode(
    from source: EditModeSource, slot: () -> StateSlot<EditMode>
  ) {
    let current = self[EditModeSourceKey.self]
    let replaces: Bool
    switch source {
    case .host: replaces = editMode == nil || current != nil
    case .container: replaces = editMode == nil || current == .host
    }
    guard replaces else { return }
    self[EditModeKey.self] = Binding(location: StateLocation(slot: slot()))
    self[EditModeSourceKey.self] = source
  }
}

/// The edit mode a host or container keeps as its own state, made when first asked for: the
/// views that read it update when it changes, and only they.
@MainActor
final class OwnEditMode {
  private var slot: StateSlot<EditMode>?

  /// The slot, made `.inactive` on first use.
  func slot(tracker: RenderTracker) -> StateSlot<EditMode> {
    if let slot { return slot }
    let made = StateSlot(value: EditMode.inactive, tracker: tracker, name: "editMode")
    slot = made
    return made
  }

  /// Forgets the edit mode: the next presentation starts `.inactive` again.
  func reset() { slot = nil }
}
