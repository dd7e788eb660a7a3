nonisolated extension View {
  /// Reports why this view's body is running, in SwiftUI's format:
  /// `Reader: @self, @identity, _tick changed.` Call it at the top of `body`:
  /// `let _ = Self._printChanges()`.
  ///
  /// The line goes to the harness's `printedChanges`, and to standard output when the harness's
  /// `printsChanges` is set (tests run in parallel, so the console stays quiet by default).
  /// `@self`: the view's inputs changed; `@identity`: a new identity; `_name`: that dynamic
  /// property changed; `@dependencies`: an observable property or an environment value changed.
  public static func _printChanges() {
    ProbeContext.current.tracker?.logChangesOfCurrentBody(true)
  }

  /// Like `_printChanges()`, into the harness's `printedChanges` only (SwiftUI logs it to the
  /// unified log instead of the console).
  public static func _logChanges() {
    ProbeContext.current.tracker?.logChangesOfCurrentBody(false)
  }
}
