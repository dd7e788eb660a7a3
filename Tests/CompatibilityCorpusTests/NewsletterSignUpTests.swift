import Foundation
import Testing
import ViewProbe

@MainActor
@Suite("NewsletterSignUp: a form checked with format predicates", .viewProbe)
struct NewsletterSignUpTests {
  @Test("SELF MATCHES checks the whole email and the password; ==[c] ignores case")
  func predicatesCheckTheForm() throws {
    let harness = ParentHarness { NewsletterSignUp() }
    try harness.find(textField: "Name").setInput("ADMIN")
    #expect(harness.visibleTexts.contains("That name is taken"))
    try harness.find(textField: "Name").setInput("Ada")
    #expect(!harness.visibleTexts.contains("That name is taken"))
    try harness.find(textField: "Email").setInput("ada@example")
    #expect(harness.visibleTexts.contains("Enter a valid email"))
    // MATCHES is anchored: a valid address with more around it does not match.
    try harness.find(textField: "Email").setInput("ada@example.com and more")
    #expect(harness.visibleTexts.contains("Enter a valid email"))
    try harness.find(textField: "Email").setInput("ada@example.com")
    #expect(!harness.visibleTexts.contains("Enter a valid email"))
    try harness.find(secureField: "Password").setInput("password")
    #expect(harness.visibleTexts.contains("Use 8 characters with a capital and a digit"))
    #expect(try !harness.find(button: "Join").isEnabled)
    try harness.find(secureField: "Password").setInput("Passw0rd!")
    try harness.find(button: "Join").tap()
    #expect(harness.visibleTexts.contains("Welcome, Ada!"))
  }
}
