import Foundation
import Testing
import ViewProbe

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("QuoteFeed: URLSession.shared answered by the test, never by a server", .viewProbe)
struct QuoteFeedTests {
  private let quotes = URL(string: "https://quotes.example.com/api/quotes")!
  private let favourites = URL(string: "https://quotes.example.com/api/favourites")!
  private let sample = [
    Quote(id: 1, text: "Simplicity is prerequisite for reliability.", author: "Dijkstra"),
    Quote(id: 2, text: "Make it work, make it right, make it fast.", author: "Beck"),
  ]

  @Test("the feed's .task loads the test's JSON; the request is the app's, query and all")
  func loadsTheAnsweredQuotes() async throws {
    let harness = ParentHarness { QuoteFeed() }
    harness.respond(to: quotes, with: try .json(sample))
    await harness.settle()
    #expect(harness.visibleTexts.contains("Simplicity is prerequisite for reliability."))
    #expect(harness.visibleTexts.contains("Beck"))
    #expect(
      harness.networkRequests.map(\.url?.absoluteString)
        == ["https://quotes.example.com/api/quotes?lang=en"])
  }

  @Test("a server error, then Retry: each request takes the next answer, the last one stays")
  func retryTakesTheNextAnswer() async throws {
    let harness = ParentHarness { QuoteFeed() }
    harness.respond(to: quotes, with: .status(503), try .json(sample))
    await harness.settle()
    #expect(harness.visibleTexts.contains("The server is unavailable."))
    try harness.find(button: "Retry").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Dijkstra"))
    // Pull to refresh asks again and gets the last answer again.
    try await harness.find(text: "Dijkstra").refresh()
    #expect(harness.networkRequests.count == 3)
    #expect(harness.visibleTexts.contains("Dijkstra"))
  }

  @Test("Guide §3: the network, answered by the test")
  func guideExample() async throws {
    let sampleQuotes = sample
    let harness = ParentHarness { QuoteFeed() }
    harness.respond(
      to: URL(string: "https://quotes.example.com/api/quotes")!,
      with: .status(503), try .json(sampleQuotes))
    await harness.settle()  // the .task got the 503: "The server is unavailable."
    try harness.find(button: "Retry").tap()
    await harness.settle()  // the next answer: the quotes
    #expect(harness.visibleTexts.contains("Dijkstra"))
  }

  @Test("offline, every request fails as on a device with no connection — no answer needed")
  func offlineFailsWithoutAnIssue() async throws {
    let harness = ParentHarness { QuoteFeed() }
    harness.setNetworkAvailable(false)
    await harness.settle()
    #expect(harness.visibleTexts.contains("You are offline."))
    harness.respond(to: quotes, with: try .json(sample))
    try harness.find(button: "Retry").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("You are offline."))
    harness.setNetworkAvailable(true)
    try harness.find(button: "Retry").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Dijkstra"))
  }

  @Test("an answer made from the request: the favourite posts the quote as JSON")
  func favouritePostsTheQuote() async throws {
    let harness = ParentHarness { QuoteFeed() }
    harness.respond(to: quotes, with: try .json(sample))
    harness.respond(to: favourites, method: "POST") { request in
      guard let body = request.httpBody,
        let quote = try? JSONDecoder().decode(Quote.self, from: body),
        let answer = try? NetworkAnswer.json(FavouriteReceipt(quoteID: quote.id, favourites: 42))
      else { return .status(400) }
      return answer
    }
    await harness.settle()
    try harness.find(row: 2).find(button: "Favourite").tap()
    await harness.settle()
    #expect(harness.visibleTexts.contains("Quote 2 has 42 favourites."))
    let post = try #require(harness.networkRequests.last)
    #expect(post.httpMethod == "POST")
    #expect(post.value(forHTTPHeaderField: "Content-Type") == "application/json")
  }

  @Test("a request still waiting for an answer when settle() returns is a recorded issue")
  func unansweredRequestIsAnIssue() async throws {
    let harness = ParentHarness { QuoteFeed() }
    await withKnownIssue {
      await harness.settle()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          "settle() returned with the app waiting for GET "
            + "https://quotes.example.com/api/quotes?lang=en (from .task in QuoteFeed), which the "
            + "test has not answered")
      }
    }
    // The app waits, as for a server that does not answer; the answer given now reaches it.
    #expect(harness.visibleTexts.contains("Loading quotes…"))
    harness.respond(to: quotes, with: try .json(sample))
    await harness.settle()
    #expect(harness.visibleTexts.contains("Dijkstra"))
  }

  @Test("a misspelled URL leaves the request unanswered, and the issue lists what the test answers")
  func misspelledURLIsNamed() async throws {
    let harness = ParentHarness { QuoteFeed() }
    harness.respond(
      to: URL(string: "https://quotes.example.com/api/quote")!, with: try .json(sample))
    await withKnownIssue {
      await harness.settle()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("settle() returned with the app waiting for GET")
          && $0.rawValue.hasSuffix(
            "It answers only any method https://quotes.example.com/api/quote.")
      }
    }
    #expect(harness.visibleTexts.contains("Loading quotes…"))
  }

  @Test("an answer held with .waiting shows the loading state, with no issue, until it is given")
  func heldAnswerShowsTheLoadingState() async throws {
    let harness = ParentHarness { QuoteFeed() }
    harness.respond(to: quotes, with: .waiting)
    await harness.settle()
    #expect(harness.visibleTexts.contains("Loading quotes…"))
    harness.respond(to: quotes, with: try .json(sample))
    await harness.settle()
    #expect(harness.visibleTexts.contains("Beck"))
  }

  @Test("a request waiting when the device goes offline fails, as one in flight does")
  func offlineFailsTheWaitingRequest() async throws {
    let harness = ParentHarness { QuoteFeed() }
    harness.respond(to: quotes, with: .waiting)
    await harness.settle()
    harness.setNetworkAvailable(false)
    await harness.settle()
    #expect(harness.visibleTexts.contains("Something went wrong."))
  }

  @Test("a request sent in onAppear, before the test could answer, waits for the answer")
  func completionHandlerAndCombine() async throws {
    // The harness shows the list at once: onAppear has sent its request before `respond`.
    let harness = ParentHarness { LegacyQuoteList() }
    harness.respond(to: quotes, with: try .json(sample), try .json(Array(sample.prefix(1))))
    await harness.settle()
    #expect(harness.visibleTexts.prefix(3) == ["Loaded 2", sample[0].text, sample[1].text])
    try harness.find(button: "Reload").tap()
    await harness.settle()
    #expect(harness.visibleTexts.prefix(2) == ["Reloaded 1", sample[0].text])
  }

  @Test(
    "tests in parallel asking the same URL each get their own answer",
    arguments: 0..<8)
  func parallelHarnessesKeepTheirAnswers(index: Int) async throws {
    let harness = ParentHarness { QuoteFeed() }
    let mine = [Quote(id: index, text: "Quote number \(index)", author: "Test \(index)")]
    harness.respond(to: quotes, with: try .json(mine))
    await harness.settle()
    #expect(harness.visibleTexts.contains("Quote number \(index)"))
  }
}
