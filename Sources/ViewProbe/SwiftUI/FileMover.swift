// `fileMover`: the system's panel for moving existing files to a folder the user picks, presented
// from a binding. Nothing of the panel is in the tree: while it is up it covers the app, and a
// test picks the folder with `ParentHarness.moveFiles(to:)` or cancels with `cancelFileMove()`.

/// A presented file mover: the files it moves, and what it tells the app.
nonisolated public struct _FileMoverModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isPresented: Binding<Bool>
  /// The files to move (empty: the `file:` form was given `nil`).
  let files: [URL]
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: () -> Void
}

extension _FileMoverModifier: SystemPanel {
  static var panelName: String { "file mover" }
}

nonisolated extension View {
  /// Presents the system's panel for moving `file` to another folder while `isPresented` is
  /// true; `onCompletion` gets the file's new URL.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion) {}
  }

  /// Presents the system's panel for moving `file`; `onCancellation` runs when the user cancels.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      _FileMoverModifier(
        isPresented: isPresented, files: file.map { [$0] } ?? [],
        onCompletion: { onCompletion($0.map { $0[0] }) }, onCancellation: onCancellation))
  }

  /// Presents the system's panel for moving `files` to another folder while `isPresented` is
  /// true; `onCompletion` gets their new URLs.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    fileMover(isPresented: isPresented, files: files, onCompletion: onCompletion) {}
  }

  /// Presents the system's panel for moving `files`; `onCancellation` runs when the user
  /// cancels.
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    modifier(
      _FileMoverModifier(
        isPresented: isPresented, files: Array(files),
        onCompletion: onCompletion, onCancellation: onCancellation))
  }
}
