"""Train rule texts that several test files quote (shared, so each is written once)."""

# "either working in the UK or not working because you're: ..." (a lead-in completed by
# bullets, some of them alternatives in one line).
CHILD_TAX_CREDIT_WORK = (
    "#  6. Immigration control\n\nYou may be able to get Child Tax Credit if you’re either "
    "working in the UK or you’re not working because you’re:\n\n* retired\n"
    "* pregnant or looking after children\n* sick or disabled or your partner has died"
)

# Alternatives said of "your partner" inside a bullet, with a bracketed reason.
WORKING_TAX_CREDIT_COUPLES = (
    "### Exceptions for couples with at least one child\n\nYou can claim if you work less than "
    "24 hours a week between you and one of the following applies:\n\n"
    "* you work at least 16 hours a week and you’re disabled or aged 60 or above\n"
    "* you work at least 16 hours a week and your partner is incapacitated (getting certain "
    "benefits because of disability or ill health), is entitled to Carer’s Allowance, or is in "
    "hospital or prison"
)
