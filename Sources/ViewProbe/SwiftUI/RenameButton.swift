/// What a `RenameButton` starts: the action `renameAction(_:)` sets above it.
public struct RenameAction: @unchecked Sendable {
  let action: () -> Void

  /// Starts renaming.
  @MainActor public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
  static let defaultValue: RenameAction? = nil
}

extension EnvironmentValues {
  /// The rename action `renameAction(_:)` set above, which a `RenameButton` runs (`nil`: none).
  public var rename: RenameAction? { self[RenameActionKey.self] }

  /// Writable for `renameAction(_:)`; apps read `rename`.
  var renameAction: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

/// A button titled "Rename" that runs the rename action set above it with `renameAction(_:)`
/// (often in a context menu), and is disabled where none is set.
public struct RenameButton<Label: View>: View {
  @Environment(\.rename) private var rename
  let label: Label

  /// The system's rename button: "Rename", with a pencil.
  public init() where Label == ViewProbe.Label<Text, Image> {
    label = ViewProbe.Label("Rename", systemImage: "pencil")
  }

  /// A button that runs the rename action, disabled without one.
  public var body: some View {
    Button {
      rename?()
    } label: {
      label
    }
    .disabled(rename == nil)
  }
}

extension View {
  /// Sets what a `RenameButton` inside runs.
  public func renameAction(_ action: @escaping () -> Void) -> some View {
    environment(\.renameAction, RenameAction(action: action))
  }

  /// Makes a `RenameButton` inside focus the field `isFocused` is bound to, to rename in place.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(\.renameAction, RenameAction { isFocused.wrappedValue = true })
  }
}
