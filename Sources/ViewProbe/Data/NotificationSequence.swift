import Foundation

// Apple platforms' Foundation has this sequence; Linux's lacks it.
#if !canImport(Darwin)
  extension NotificationCenter {
    /// The notifications posted under a name, as an asynchronous sequence (Foundation's, which
    /// Linux lacks): `for await _ in NotificationCenter.default.notifications(named: .didImport)`
    /// in a `.task` runs its loop for each post from when the loop starts, and ends when the task
    /// is cancelled. A task waiting for the next one is waiting for an event: `settle()` does not
    /// wait for it. As with the publisher, a loop under one harness hears the posts of that
    /// harness's code and of code under no harness, never another harness's.
    public final class Notifications: AsyncSequence, @unchecked Sendable {
      /// What the sequence produces.
      public typealias Element = Notification

      private let center: NotificationCenter
      private let name: Notification.Name
      private let object: AnyObject?
      private let home: PostingRun

      init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        self.center = center
        self.name = name
        self.object = object
        home = PostingRun(ProbeContext.current)
      }

      /// An iterator that hears every matching post from now on.
      public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncStream<Notification>.makeStream()
        let feed = Feed(continuation)
        let home = self.home
        let token = center.addObserver(forName: name, object: object, queue: nil) { note in
          // The observer runs on the posting thread, in the poster's context.
          guard home.hears(PostingRun(ProbeContext.current)) else { return }
          feed.yield(note)
        }
        return Iterator(
          base: stream.makeAsyncIterator(), observation: Observation(center: center, token: token))
      }

      /// Produces the notifications one by one.
      public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Notification>.Iterator
        let observation: Observation

        /// The next notification: waits for the next post (as a parked task, for `settle()`),
        /// or `nil` once the task is cancelled.
        public mutating func next() async -> Notification? {
          let parking = ProbeContext.current.parking
          parking?.park()
          defer { parking?.unpark() }
          return await base.next()
        }
      }
    }

    /// The notifications named `name` posted to this center (from `object` only, if given), as
    /// an asynchronous sequence.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil)
      -> Notifications
    {
      Notifications(center: self, name: name, object: object)
    }
  }

  /// Hands posts from any thread to the stream.
  private final class Feed: @unchecked Sendable {
    private let continuation: AsyncStream<Notification>.Continuation
    init(_ continuation: AsyncStream<Notification>.Continuation) {
      self.continuation = continuation
    }
    func yield(_ note: Notification) {
      // A notification is not `Sendable` (its object, its user info); Apple's sequence hands it
      // across threads the same way.
      nonisolated(unsafe) let note = note
      continuation.yield(note)
    }
  }

  extension NotificationCenter.Notifications {
    /// The observer of one iterator, removed when the iterator goes away.
    final class Observation: @unchecked Sendable {
      private let center: NotificationCenter
      private let token: any NSObjectProtocol
      init(center: NotificationCenter, token: any NSObjectProtocol) {
        self.center = center
        self.token = token
      }
      deinit { center.removeObserver(token) }
    }
  }
#endif
