import Foundation

/// Runs a model actor's work with its model context.
public protocol ModelExecutor: AnyObject, Sendable {
  /// The context the actor's work uses.
  var modelContext: ModelContext { get }
}

/// A model executor that runs the actor's jobs one at a time.
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// The executor `@ModelActor` gives an actor: its jobs run one at a time on a queue of their own,
/// off the main thread, as SwiftData runs a model actor's.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
  /// The actor's context (it does not autosave: the actor's work saves it).
  public let modelContext: ModelContext
  private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")

  /// An executor for work with `modelContext`.
  public init(modelContext: ModelContext) {
    self.modelContext = modelContext
    // Code running on the queue acts through this context: the edits it makes are its.
    queue.setSpecific(key: ModelContext.actingKey, value: ActingContext(modelContext))
  }

  /// Runs `job` on the executor's queue.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  /// This executor, for the actor that runs on it.
  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }
}

/// An actor that works with models off the main actor, through a context of its own
/// (`@ModelActor actor Importer { … }`): its inserts and deletes reach the views' main context
/// when it saves.
public protocol ModelActor: Actor {
  /// The container the actor's context belongs to.
  nonisolated var modelContainer: ModelContainer { get }
  /// The executor the actor runs on, with its context.
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor runs on its model executor.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    (modelExecutor as! any SerialModelExecutor).asUnownedSerialExecutor()
  }

  /// The actor's context.
  public var modelContext: ModelContext { modelExecutor.modelContext }

  /// The model with `id` that the actor's context sees, as type `T`.
  public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
    modelContext.registeredModel(for: id)
      ?? (try? modelContext.fetch(FetchDescriptor<T>()))?
      .first { $0.persistentModelID == id }
  }
}

/// Makes an actor a model actor: a context of its own on the container it is made with
/// (`init(modelContainer:)`), its work run one job at a time off the main actor.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "ViewProbeMacros", type: "ModelActorMacro")
