import Foundation
import ViewProbe

/// Makes one container per identity of the view it modifies, the first time it is asked.
final class ContainerHolder {
  private var container: ModelContainer?

  @MainActor func context(
    types: [any PersistentModel.Type], onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
  ) -> ModelContext {
    if let container { return container.mainContext }
    let made = Swift.Result { try ModelContainer(for: Schema(types)) }
    onSetup(made)
    let container = (try? made.get()) ?? detachedContainer()
    self.container = container
    return container.mainContext
  }
}

/// A view given a container of its own (made once per identity) by `.modelContainer(for:)`.
public struct _ModelContainerView<Content: View>: View {
  let content: Content
  let types: [any PersistentModel.Type]
  let autosave: Bool
  var undo = false
  let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
  @State private var holder = ContainerHolder()
  @Environment(\.undoManager) private var windowUndoManager

  /// The content, with the container's main context in its environment; with undo enabled, the
  /// context records its changes with the window's undo manager.
  public var body: some View {
    let context = holder.context(types: types, onSetup: onSetup)
    context.autosaveEnabled = autosave
    if undo && context.undoManager == nil { context.undoManager = windowUndoManager }
    return content.environment(\._viewProbeModelContext, context)
  }
}

extension View {
  /// Gives this view and its descendants `container`'s main context.
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\._viewProbeModelContext, container.mainContext)
  }

  /// Gives this view and its descendants a new container for `modelType` (one per identity).
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Gives this view and its descendants a new container for `modelTypes` (one per identity).
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    _ModelContainerView(
      content: self, types: modelTypes, autosave: isAutosaveEnabled, undo: isUndoEnabled,
      onSetup: onSetup)
  }

  /// Gives this view and its descendants `modelContext`.
  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\._viewProbeModelContext, modelContext)
  }
}

/// A scene whose views get a model container.
public struct _ModelContainerScene: Scene {
  /// The scene's view, with the container.
  public let rootView: AnyView
}

extension Scene {
  /// Gives the scene's views `container`'s main context.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    _ModelContainerScene(rootView: AnyView(rootView.modelContainer(container)))
  }

  /// Gives the scene's views a container for `modelType`.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Gives the scene's views a container for `modelTypes`.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    _ModelContainerScene(
      rootView: AnyView(
        rootView.modelContainer(
          for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
          isUndoEnabled: isUndoEnabled, onSetup: onSetup)))
  }
}
