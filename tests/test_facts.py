"""reasoner.facts: facts a scenario states in other words (where one lives, life facts)."""

from __future__ import annotations

import datetime as dt

import pytest

from reasoner import decide
from reasoner.facts import user_location
from reasoner.places import named_places

SMP_ABROAD = (
    "## Statutory Maternity Pay (SMP)\n\nYou may also be able to claim it in:\n\n"
    "* Kosovo\n* Montenegro\n* Serbia\n* Turkey"
)
NEW_CLAIM = (
    "#  8. Bereavement benefits\n\nYou may be able to make a new claim if you live in "
    "certain countries outside the UK."
)
OHIO = "To qualify for this program, you must be a resident of Ohio and have a low income."


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("We settled in Podgorica two years ago.", "Yes"),
        ("I've lived in Istanbul since 2015 with my husband.", "Yes"),
        ("I moved to Sydney last spring with my kids.", "No"),
        # Where one is going, or someone else lives, is not where the user lives.
        ("I'm moving to Belgrade next year.", "Are you in Kosovo?"),
        ("My daughter lives in Belgrade.", "Are you in Kosovo?"),
    ],
)
def test_facts_a_city_where_the_user_lives_settles_a_list_of_countries(scenario, answer):
    assert decide(SMP_ABROAD, "Can I claim SMP?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I live in Cardiff with my two sons.", "No"),
        ("I grew up in Spain but I live in Leeds now.", "No"),
        ("After the funeral I retired to Portugal.", "Yes"),
        ("I was born in Canada.", "Do you live in certain countries outside the UK?"),
    ],
)
def test_facts_living_inside_or_outside_a_place_settles_living_outside_it(scenario, answer):
    assert decide(NEW_CLAIM, "May I be able to make a new claim?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I live in Tulsa, Oklahoma, with my mother.", "No"),
        # A town the gazetteer does not know, named with its state.
        ("I live in Dayton, Ohio.", "Do you have a low income?"),
        ("I live in Cincinnati.", "Do you have a low income?"),
    ],
)
def test_facts_a_city_and_its_state_settle_being_a_resident_of_a_state(scenario, answer):
    assert decide(OHIO, "Do I qualify for this program?", scenario).answer == answer


def test_facts_places_after_outside_are_where_one_is_not():
    assert named_places("exporting goods outside the EU") == frozenset()
    assert named_places("sending cattle to Turkey") == {"turkey"}


def test_facts_where_the_user_lives_is_not_where_they_came_from():
    assert user_location("I moved to Glasgow from Warsaw in 2019.")[1] == {"glasgow"}
    assert user_location("I used to live in Madrid.") is None
    assert user_location("I lived in Madrid for ten years.") is None


PREGNANT = "You can get the grant if you're pregnant."


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I'm due in April with our second child.", "Yes"),
        ("I'm twelve weeks along.", "Yes"),
        ("I'm expecting twins in the autumn.", "Yes"),
        ("I've got two boys and I'm not expecting again.", "No"),
        ("My wife is pregnant with our first baby.", "Are you pregnant?"),
    ],
)
def test_facts_pregnancy_said_in_other_words_settles_being_pregnant(scenario, answer):
    assert decide(PREGNANT, "Can I get the grant?", scenario).answer == answer


@pytest.mark.parametrize(
    "rule, scenario, answer",
    [
        ("You can apply if you're a veteran.", "I served in the Marines for four years.", "Yes"),
        ("You can apply if you're a veteran.", "I have never served in the armed forces.", "No"),
        ("You can apply if you're a veteran.", "My husband served in the Army.", "Are you a veteran?"),
        ("You can apply if you're a veteran.", "I was dishonorably discharged from the Navy.",
         "Are you a veteran?"),
        ("You can apply if you have a child.", "I look after my 4-year-old daughter.", "Yes"),
        ("You can apply if you have a child.", "We don't have any kids.", "No"),
        ("You can apply if you have a child.", "We're expecting our first baby.", "Do you have a child?"),
        ("You can apply if you're divorced.", "My ex-wife and I separated in 2015.", "Yes"),
        ("You can apply if you're divorced.", "I've been married to my wife for 30 years.", "No"),
        ("You can apply if you're widowed.", "My husband passed away in March.", "Yes"),
        ("You can apply if you're retired.", "I'm 70 and still working part-time.", "No"),
        ("You can apply if you're retired.", "I retired from teaching two years ago.", "Yes"),
        ("You can apply if you're self-employed.", "I run my own small cleaning company.", "Yes"),
        ("You can apply if you're married.", "We're getting married next spring.", "No"),
        ("You can apply if you're married.", "I'm engaged to my girlfriend.", "No"),
        ("You can apply if you're married.", "I'm engaged in farming.", "Are you married?"),
        ("You can apply if you're self-employed.", "I drive for Uber most evenings.", "Yes"),
        ("You can apply if you're self-employed.", "I'm employed by the local council.", "No"),
    ],
)  # fmt: skip
def test_facts_standard_life_facts_said_in_other_words_settle_their_conditions(
    rule, scenario, answer
):
    assert decide(rule, "Can I apply?", scenario).answer == answer


def test_facts_a_denied_life_fact_fails_a_condition_asking_more_besides():
    rule = "These benefits are paid to divorced spouses of workers who are receiving benefits."
    scenario = "I've been happily married to my husband for 25 years."
    assert decide(rule, "Can I get these benefits?", scenario).answer == "No"


PENSION_CREDIT = (
    "## Eligibility\n\nTo qualify for Guarantee Credit:\n\n"
    "* you or your partner must have reached Pension Credit qualifying age"
)


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I'm 48 and my husband is 55.", "No"),
        ("I'm 58 and my partner turned 71 in May.", "Yes"),
        ("I'm 81.", "Yes"),
        # Between the least and the most State Pension age has been: unsure.
        ("I'm 64 and my wife is 63.", "Have you or your partner reached Pension Credit qualifying age?"),
        # The partner's age is not given: unsure.
        ("I'm 45.", "Have you or your partner reached Pension Credit qualifying age?"),
    ],
)  # fmt: skip
def test_facts_ages_settle_having_reached_state_pension_age(scenario, answer):
    assert decide(PENSION_CREDIT, "Can I get Guarantee Credit?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [
        # The partner's age alone: the user's had been read for it ("I'm 70": Yes).
        ("I'm 70 and my wife is 50.", "No"),
        ("I'm 50 and my wife is 70.", "Yes"),
        ("I'm 70.", "Is your partner under State Pension age?"),
    ],
)
def test_facts_a_partners_pension_age_is_settled_by_the_partners_age(scenario, answer):
    # gov.uk Pension Credit wording, shortened (constructed)
    rule = "You can't get Pension Credit if your partner is under State Pension age."
    assert decide(rule, "Can I get Pension Credit?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [
        # One of the couple under it fails "you must both have reached" (it had been read
        # of the user alone: Yes); neither getting Housing Benefit leaves no way round it.
        ("I'm 72 and my husband is 55. Neither of us gets Housing Benefit.", "No"),
        ("I'm 72 and my wife is 70.", "Yes"),
    ],
)
def test_facts_both_of_a_couple_must_have_reached_state_pension_age(scenario, answer):
    # gov.uk Pension Credit wording, shortened (constructed)
    rule = (
        "You may get Pension Credit if you've reached State Pension age. If you have a "
        "partner, you must both have reached State Pension age, unless one of you gets "
        "Housing Benefit for people over State Pension age."
    )
    assert decide(rule, "Can I get Pension Credit?", scenario).answer == answer


def test_facts_a_benefit_for_people_over_state_pension_age_is_no_age_of_the_user():
    # "Housing Benefit for people over State Pension age" names a benefit: being 70 had
    # been read as getting it (Yes) (constructed)
    rule = "You can get the discount if you get Housing Benefit for people over State Pension age."
    answer = decide(rule, "Can I get the discount?", "I'm 70.").answer
    assert answer == "Do you get Housing Benefit for people over State Pension age?"


@pytest.mark.parametrize(
    "rule, scenario, answer",
    [
        # Australia's Age Pension age and the US full retirement age had been asked of
        # every age (constructed, services australia and ssa.gov wording)
        ("You may get JobSeeker Payment if you're under Age Pension age.", "I'm 40.", "Yes"),
        ("You may get JobSeeker Payment if you're under Age Pension age.", "I'm 70.", "No"),
        ("You can get disability benefits if you're under full retirement age.", "I'm 35.", "Yes"),
    ],
)
def test_facts_age_pension_age_and_full_retirement_age_are_settled_by_an_age(
    rule, scenario, answer
):
    question = "Can I get " + (
        "JobSeeker Payment?" if "JobSeeker" in rule else "disability benefits?"
    )
    assert decide(rule, question, scenario).answer == answer


@pytest.mark.parametrize("scenario, answer", [("I'm 30.", "No"), ("I'm 80.", "Yes")])
def test_facts_state_pension_age_or_over_is_settled_by_an_age(scenario, answer):
    # "State Pension age or over" (gov.uk Attendance Allowance wording) had been asked
    # whatever the age: only "reached"/"over"/"under" before it were read (constructed)
    rule = "You can get the allowance if you're State Pension age or over."
    assert decide(rule, "Can I get the allowance?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I've paid National Insurance for 41 years.", "Yes"),
        ("I paid National Insurance contributions for only about 12 years.", "No"),
        # A time spent at something else says nothing of it.
        ("I've been married for 41 years.", "Do you have 30 years of National Insurance"),
    ],
)  # fmt: skip
def test_facts_a_time_spent_at_something_settles_needing_years_of_it(scenario, answer):
    rule = (
        "You need 30 years of National Insurance contributions to get the full basic State Pension."
    )
    assert decide(rule, "Can I get the full basic State Pension?", scenario).answer.startswith(
        answer[:20]
    )


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("We're off on a three-week holiday to Florida in August.", "Yes"),
        ("I'm taking a six-month trip around Asia next year.", "No"),
    ],
)
def test_facts_a_time_said_before_what_lasts_it_is_a_duration(scenario, answer):
    rule = "You can keep getting the benefit if you take up to 4 weeks holiday."
    assert decide(rule, "Can I keep getting the benefit?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [("I'm 17 and at college in Boulder.", "Yes"), ("I turned 35 last winter.", "No")],
)
def test_facts_an_age_settles_a_sentence_read_whole_about_whom_it_is_for(scenario, answer):
    rule = "## Age limits\n\nTobacco sales are banned for people under the age of 21."
    assert decide(rule, "Am I banned from buying tobacco?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I'm a freelance graphic designer working from home.", "No"),
        ("I got laid off in January and I'm looking for work.", "No"),
        ("My employer pays me every two weeks.", "Yes"),
    ],
)
def test_facts_working_for_yourself_or_out_of_work_is_not_being_employed(scenario, answer):
    rule = "You can get the allowance if you're employed."
    assert decide(rule, "Can I get the allowance?", scenario).answer == answer


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I only get Child Benefit.", "No"),
        ("The only benefit I get is Carer's Allowance.", "No"),
        ("I only get Pension Credit.", "Yes"),
        ("My wife only gets Child Benefit.", "Do you get"),
    ],
)
def test_facts_getting_only_another_benefit_fails_getting_the_named_ones(scenario, answer):
    # a probe (session 28): "I only get Child Benefit" had left the benefits asked
    rule = (
        "You can get a Cold Weather Payment if you get Pension Credit, income-based "
        "Jobseeker's Allowance or income-related Employment and Support Allowance."
    )
    verdict = decide(rule, "Can I get a Cold Weather Payment?", scenario)
    assert verdict.answer.startswith(answer)


def test_facts_claiming_no_benefits_at_all_fails_getting_each_named_benefit():
    rule = (
        "You can get a Cold Weather Payment if you're getting:\n\n"
        "* Pension Credit\n* Income Support\n* income-based Jobseeker's Allowance"
    )
    scenario = "I'm a postman and I don't get any state benefits."
    assert decide(rule, "Can I get a Cold Weather Payment?", scenario).answer == "No"


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("My husband died in 2012 and I've remained single since.", "No"),
        ("I married again three years after my wife's death.", "Yes"),
    ],
)
def test_facts_staying_single_or_marrying_again_settles_remarrying(scenario, answer):
    rule = "You can't get the allowance if you remarry."
    expected = {"No": "Yes", "Yes": "No"}[answer]  # the rule's answer is the opposite
    assert decide(rule, "Can I get the allowance?", scenario).answer == expected


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I stepped away from my laptop for twenty minutes to answer the door.", "Yes"),
        ("I paused for 2 minutes to find my tax number.", "No"),
        ("I was away from the page for an hour and a few minutes.", "Yes"),
    ],
)
def test_facts_one_time_in_minutes_or_hours_settles_lasting_that_long(scenario, answer):
    rule = "Your session will time out if you've been inactive for 15 minutes."
    assert decide(rule, "Will my session time out?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I have a Romanian passport and I work in a warehouse in Kent.", "Yes"),
        ("I'm a Canadian citizen on a work visa.", "No"),
        ("I'm a citizen of Norway.", "Yes"),
        # Where one was born or lives is not one's nationality.
        ("I was born in Italy but I live in Leeds.", "Are you an EEA national?"),
    ],
)
def test_facts_the_nationality_a_user_holds_settles_being_a_national_of_a_place(scenario, answer):
    rule = "You can apply for the scheme if you're an EEA national."
    assert decide(rule, "Can I apply for the scheme?", scenario).answer == answer


@pytest.mark.parametrize(
    "rule, scenario, answer",
    [
        ("You can apply if you're pregnant.", "I have a daughter who is pregnant.", "Are you pregnant?"),
        ("You can apply if you're pregnant.", "My sister is pregnant and I help her out.",
         "Are you pregnant?"),
        ("You can apply if you're a veteran.", "I have a son who served in the Army.",
         "Are you a veteran?"),
    ],
)  # fmt: skip
def test_facts_a_life_fact_said_only_of_someone_else_leaves_the_user_open(rule, scenario, answer):
    assert decide(rule, "Can I apply?", scenario).answer == answer


def test_facts_a_place_someone_else_lives_is_not_the_users_home():
    assert user_location("I have my son living in France.") is None
    assert user_location("I'm a British citizen living in Spain.")[1] == {"spain"}


def test_facts_being_somewhere_now_is_where_the_user_lives_but_a_list_or_a_trip_is_not():
    assert user_location("We're currently based in Dublin.")[1] == {"dublin"}
    assert user_location("I'm now in Malaga with my wife.")[1] == {"malaga"}
    assert user_location("I'm now in Spain on holiday.") is None
    assert user_location("I live in Kosovo, Montenegro or Serbia.") is None


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I was born in Edinburgh and now live in London.", "No"),
        ("I grew up in London but now live in Glasgow.", "Yes"),
        ("I was born in Glasgow and my son lives in London.", "Do you live in Scotland?"),
    ],
)
def test_facts_where_the_user_lives_now_is_the_second_verb_after_a_birthplace(scenario, answer):
    rule = "You can get the grant if you live in Scotland."
    assert decide(rule, "Can I get the grant?", scenario).answer == answer


@pytest.mark.parametrize(
    "rule, scenario, asked",
    [
        (
            "You may qualify if you are self-employed.",
            "I used to be self-employed but now work for a supermarket.",
            "Are you self-employed?",
        ),
        (
            "You can't get the allowance if you're divorced.",
            "I'm getting divorced next month.",
            "Are you divorced?",
        ),
    ],
)
def test_facts_what_held_once_or_will_hold_says_nothing_of_now(rule, scenario, asked):
    question = "Do I qualify?" if "qualify" in rule else "Can I get the allowance?"
    assert decide(rule, question, scenario).answer == asked


@pytest.mark.parametrize(
    "scenario, answer",
    [("I live in Paris, Texas.", "No"), ("I live in Paris with my wife.", "Yes")],
)
def test_facts_a_known_town_in_another_region_is_its_namesake_there(scenario, answer):
    rule = "You can get Winter Fuel Payment if you live in an EEA country."
    assert decide(rule, "Can I get Winter Fuel Payment?", scenario).answer == answer


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I left my desk and didn't touch the form for about half an hour.", "Yes"),
        ("I've been typing for an hour without a break.", "Have you been inactive for 10 minutes?"),
    ],
)
def test_facts_a_time_in_minutes_settles_only_what_it_is_a_time_of(scenario, answer):
    rule = "You'll be logged out if you've been inactive for 10 minutes."
    assert decide(rule, "Will I be logged out?", scenario).answer == answer


SESSION_TIME_OUT = (
    "### Session time out\n\nYour session will time out if you don’t submit your update "
    "within 15 minutes of starting it. You’ll have to log back in if this happens."
)


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I got interrupted after starting my update and didn't get back to it for about "
         "40 minutes.", "Yes"),
        ("Finishing the update took me over an hour.", "Yes"),
        ("I submitted my update after about 10 minutes.", "No"),
        # A short time with it untouched, or a time spent at something else, says nothing.
        ("I didn't touch my update for 5 minutes.", "Did you submit your update within 15"),
        ("I was on hold for 40 minutes with the helpline.", "Did you submit your update within"),
    ],
)  # fmt: skip
def test_facts_how_long_something_took_settles_doing_it_within_minutes(scenario, answer):
    verdict = decide(SESSION_TIME_OUT, "Will my session time out?", scenario)
    assert verdict.answer.startswith(answer)


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("I look after my disabled mother full time.", "Yes"),
        ("I care for my husband who has dementia.", "Yes"),
        ("I look after my two kids.", "Are you a carer?"),
        ("My wife cares for her sick father.", "Are you a carer?"),
    ],
)
def test_facts_caring_for_someone_ill_or_disabled_is_being_a_carer(scenario, answer):
    rule = "You can get the allowance if you're a carer."
    assert decide(rule, "Can I get the allowance?", scenario).answer == answer


@pytest.mark.parametrize(
    "rule, scenario, answer",
    [
        ("You can get the grant if you're a student.", "I'm at university in Leeds.", "Yes"),
        ("You can get the grant if you're a student.", "I graduated last year.", "No"),
        (
            "You can get the grant if you're a student.",
            "My son is a student.",
            "Are you a student?",
        ),
        (
            "You can get the grant if you're a full-time student.",
            "I'm doing a master's in Sheffield.",
            "Are you a full-time student?",
        ),
        ("You can get the grant if you're a lone parent.", "I'm raising my son on my own.", "Yes"),
        (
            "You can get the grant if you're a lone parent.",
            "My sister is a single mum.",
            "Are you a lone parent?",
        ),
    ],
)
def test_facts_studying_and_bringing_up_children_alone_are_said_in_many_ways(
    rule, scenario, answer
):
    assert decide(rule, "Can I get the grant?", scenario).answer == answer


_MEDICARE_BILLING = (
    "## Processing times for applications\n\nThe processing time for applications can be up "
    "to 6 weeks. If you’re a new health professional you must have your provider number and "
    "Medicare eligibility before you start billing."
)
_WORKERS = (
    "#  2. Who gets the minimum wage\n\nWorkers are also entitled to the correct minimum wage "
    "if they’re:\n\n* agricultural workers"
)
_CSP = "You can apply if you're an agricultural producer."


@pytest.mark.parametrize(
    ("rule", "scenario", "answer"),
    [
        (_MEDICARE_BILLING, "I'm a newly qualified dentist.", "Do you have your provider number?"),
        (_MEDICARE_BILLING, "I just graduated as a physiotherapist.", "Do you have your provider number?"),
        (_MEDICARE_BILLING, "I've been a GP for 20 years.", "No"),
        (_MEDICARE_BILLING, "My daughter is a newly qualified nurse.", "Are you a new health professional?"),
        (_WORKERS, "I'm 22 and I work on a dairy farm in Devon milking cows.", "Yes"),
        (_WORKERS, "I work in an office in a farming town.", "Are you an agricultural worker?"),
        (_WORKERS, "I'm a dairy farmer in Devon.", "Yes"),
        (_WORKERS, "I'm a shepherd in the Lake District.", "Yes"),
        (_CSP, "I grow corn and soybeans in Iowa.", "Yes"),
        (_CSP, "I'm a cattle rancher in Montana.", "Yes"),
        (_CSP, "I'm a nurse living in Chicago.", "Are you an agricultural producer?"),
    ],
)  # fmt: skip
def test_facts_a_profession_said_by_its_name_settles_the_kind_of_worker_asked(
    rule, scenario, answer
):
    question = "Can I start billing?" if rule is _MEDICARE_BILLING else "Can I get it?"
    assert decide(rule, question, scenario).answer.startswith(answer.rstrip("?"))


CARERS = (
    "## Carers and personal assistants\n\nYou’re classed as an employer if you pay a carer or "
    "personal assistant directly, even if you get money from your local council (‘direct "
    "payments’) or the NHS to pay for them."
)


@pytest.mark.parametrize(
    "scenario, answer",
    [
        ("My mum's carer is arranged and paid for by the local council.", "No"),
        ("I pay my carer myself every Friday.", "Yes"),
        # Not said to be done by someone else: denied, or the user is the one paid.
        ("My carer is not paid by the council.", "Do you pay a carer"),
        ("My rent is paid by Housing Benefit.", "Do you pay a carer"),
    ],
)
def test_facts_what_the_scenario_says_someone_else_does_the_user_does_not(scenario, answer):
    assert decide(CARERS, "Can I be classed as an employer?", scenario).answer.startswith(answer)


@pytest.mark.parametrize(
    ("rule", "scenario", "answer"),
    [
        ("You can get the grant if you're employed.", "I'm retired.", "No"),
        ("You can get the grant if you're working.", "I lost my job in May.", "No"),
        ("You can get the grant if you're working.", "I have a part-time job in a shop.", "Yes"),
        ("You can get the grant if you're working.", "I'm retired but still work two days a week.", "Are you working?"),
        ("You can get the grant if you're married.", "I've never been married.", "No"),
        ("You can get the grant if you're married.", "My husband and I live in Leeds.", "Yes"),
        ("You can get the grant if you're married.", "My husband died last year.", "Are you married?"),
        ("You can get the grant if you have children.", "I have two sons.", "Yes"),
        ("You can get the grant if you have children.", "I'm childless.", "No"),
    ],
)  # fmt: skip
def test_facts_work_marriage_and_children_are_said_in_other_words(rule, scenario, answer):
    assert decide(rule, "Can I get the grant?", scenario).answer == answer


FHA_EEM = (
    "The Federal Housing Administration's (FHA) Energy Efficient Mortgage (EEM) program "
    "recognizes that lower utility costs can help a homeowner pay a higher mortgage to cover "
    "the cost of energy improvements."
)


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I rent an apartment in Denver.", "No"),
        ("We rent out our flat to students.", "Does"),
    ],
)
def test_facts_a_tenant_is_no_homeowner(scenario, answer):
    verdict = decide(FHA_EEM, "Can I add the cost of this improvement to my loan amount?", scenario)
    assert verdict.answer.startswith(answer)


GAP_THRESHOLD = (
    "## Reaching the gap threshold\n\nIf you’re single we’ll automatically pay you the higher "
    "benefit when you reach the threshold."
)


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I'm widowed and live alone.", "Yes"),
        ("My wife passed away in 2019.", "Yes"),
        ("I live with my girlfriend in Hull.", "No"),
        ("My husband died and I remarried last year.", "Are you single?"),
    ],
)
def test_facts_single_is_said_by_having_no_partner(scenario, answer):
    question = "Will I automatically be paid the higher benefit when I reach the threshold?"
    assert decide(GAP_THRESHOLD, question, scenario).answer == answer


@pytest.mark.parametrize(
    ("rule", "scenario", "answer"),
    [
        ("You can get the grant if you have a disability.", "I'm registered blind.", "Yes"),
        ("You can get the grant if you have a disability.", "I'm fit and healthy.", "No"),
        ("You can get the grant if you have a disability.", "My son uses a wheelchair.", "Do you have a disability?"),
        ("You can apply if you’ve been convicted.", "I've never been in trouble with the police.", "No"),
        ("You can apply if you’ve been convicted.", "I served time in 2009.", "Yes"),
    ],
)  # fmt: skip
def test_facts_disability_and_convictions_are_said_in_other_words(rule, scenario, answer):
    question = "Can I get the grant?" if "grant" in rule else "Can I apply?"
    assert decide(rule, question, scenario).answer == answer


@pytest.mark.parametrize(
    ("scenario", "places"),
    [
        ("I live in Smallville, Kansas.", {"kansas"}),
        ("I live and work in St Helier, Jersey.", {"jersey"}),
    ],
)
def test_facts_a_town_the_gazetteer_does_not_know_lies_in_the_place_named_after_it(
    scenario, places
):
    assert user_location(scenario)[1] == places


@pytest.mark.parametrize(
    "scenario, answer",
    [
        # by the day of birth, State Pension age is fixed by law: each was asked
        ("I was born in March 1960.", "Yes"),  # 66, reached in March 2026
        ("I'm 64 and my wife is 63.", "No"),  # both born after 1961: 67
        ("I was born in 1961 and my husband was born in 1962.", "No"),
        # born in 1960, at 66 or up to 66 and 9 months: unsure
        ("I was born in 1960 and my husband in 1962.",
         "Have you or your partner reached Pension Credit qualifying age?"),
        ("I'm 66 and my wife is 60.",
         "Have you or your partner reached Pension Credit qualifying age?"),
    ],
)  # fmt: skip
def test_facts_a_day_of_birth_settles_state_pension_age_by_the_law(scenario, answer):
    today = dt.date(2026, 11, 30)
    assert decide(PENSION_CREDIT, "Can I get Guarantee Credit?", scenario, today=today).answer == (
        answer
    )


@pytest.mark.parametrize(
    "scenario, answer",
    [
        # the user's own life fact says nothing of their child's (it had been a silent No)
        ("I am not a student.", "Is your child a student?"),
        ("I am a student.", "Is your child a student?"),
        ("I'm not a student but my son is.", "Yes"),
        ("My son is not a student.", "No"),
    ],
)
def test_facts_a_life_fact_of_the_user_does_not_settle_one_of_their_relative(scenario, answer):
    rule = "You can get Child Benefit if your child is a student."
    assert decide(rule, "Can I get Child Benefit?", scenario).answer == answer


@pytest.mark.parametrize(
    "rule, scenario, answer",
    [
        # another year had met "last year" by the rule's words: a silent Yes each
        ("last year", "I started my business in 2019.", "No"),
        ("last year", "I started my business in 2026.", "No"),
        ("last year", "I started my business 3 years ago.", "No"),
        ("last year", "I started my business in December 2025.", "Yes"),
        ("last year", "I started my business in 2025.", "Yes"),
        # a year in figures of "this year" had been asked; a date fronted had met it
        ("this year", "I started my business in 2026.", "Yes"),
        ("this year", "I started my business in March 2026.", "Yes"),
        ("this year", "I started my business in 2025.", "No"),
        ("this year", "In 2025, I started my business.", "No"),
        ("this year", "I was born in 1990 and started my business in 2026.", "Yes"),
        # a month of no year said is the latest one (June 2026): not last month
        ("last month", "I started my business in June.", "No"),
        ("last month", "I started my business in October.", "Yes"),
        ("last month", "I started my business in October 2026.", "Yes"),
        # someone else's start says nothing of the user's
        (
            "last year",
            "My wife started her business in 2025.",
            "Did you start your business last year?",
        ),
    ],
)
def test_facts_a_date_settles_a_calendar_period_named_from_today(rule, scenario, answer):
    # Not in the train pages (none names a calendar period from now): constructed.
    rule = f"You can get the grant if you started your business {rule}."
    today = dt.date(2026, 11, 30)
    assert decide(rule, "Can I get the grant?", scenario, today=today).answer == answer


def test_facts_a_date_is_not_read_against_a_calendar_period_without_today():
    rule = "You can get the grant if you started your business last year."
    for scenario in ("I started my business in 2019.", "In 2019, I started my business."):
        assert decide(rule, "Can I get the grant?", scenario).answer == (
            "Did you start your business last year?"
        )


def test_facts_a_fact_for_people_of_at_least_an_age_fails_for_a_younger_user():
    rule = (
        "These are benefits that apply to individuals who have earned enough Social Security "
        "credits and are at least age 62."
    )
    question = "Do these benefits apply to me?"
    # the age the sentence asks fails it; one that meets it leaves the credits asked
    assert decide(rule, question, "I'm 45 and have been working for about 20 years.").answer == "No"
    assert decide(rule, question, "I'm 66.").answer.endswith("?")


GAP_THRESHOLD = (
    "## Reaching the gap threshold\n\nIf you’re single we’ll automatically pay you the higher "
    "benefit when you reach the threshold."
)


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        # the "never" of "never been married" is how it says single: it had been a No
        ("I've never been married and I live by myself.", "Yes"),
        ("I don't have a partner.", "Yes"),
        ("I'm not single.", "No"),
    ],
)
def test_facts_a_denial_in_the_words_that_say_a_fact_is_no_denial_of_it(scenario, answer):
    question = "Will I automatically be paid the higher benefit when I reach the threshold?"
    assert decide(GAP_THRESHOLD, question, scenario).answer == answer


CHILD_TAX_CREDIT_NOT_WORKING = (
    "#  6. Immigration control\n\nYou may be able to get Child Tax Credit if you’re either "
    "working in the UK or you’re not working because you’re:\n\n* retired\n"
    "* pregnant or looking after children\n* sick or disabled or your partner has died"
)


def test_facts_a_life_fact_said_with_a_not_inside_its_words_is_denied():
    # "I'm not working" had said nothing of "you're either working in the UK"
    verdict = decide(
        CHILD_TAX_CREDIT_NOT_WORKING,
        "May I be able to get Child Tax Credit?",
        "I'm not working at the moment because I'm 7 months pregnant.",
    )
    assert verdict.answer == "Yes"
    assert any(
        f.condition.text == "you’re either working in the UK" and f.value.name == "FALSE"
        for f in verdict.findings
    )
    # but a denied word that rules working out does not deny it: "I am not retired" (the
    # reading above, without its guard, had denied working)
    verdict = decide(
        CHILD_TAX_CREDIT_NOT_WORKING,
        "May I be able to get Child Tax Credit?",
        "I am not retired.",
        text_order=True,
    )
    assert verdict.answer == "Are you working in the UK?"


DIVORCED_SPOUSE = (
    "In order to qualify for this benefit program, you must meet the following requirements:\n\n"
    "* Be at least 62 years old and not currently married\n"
    "* Be divorced from a person who receives Social Security retirement or disability benefits\n"
    "* Have been married to that person for at least 10 years before the date the divorce "
    "became final\n* Not be entitled an equal or higher retirement or disability benefits."
)


def test_facts_a_bare_married_state_of_a_list_of_duties_is_the_married_fact():
    question = "Do I qualify for this benefit program?"
    # "remarried": married now
    assert decide(DIVORCED_SPOUSE, question, "I'm 64 and I remarried last year.").answer == "No"
    # "12 years of marriage" had met "currently married" by its word: a silent No
    verdict = decide(
        DIVORCED_SPOUSE,
        question,
        "We divorced after 12 years of marriage. He gets Social Security retirement benefits.",
        history=[
            {"follow_up_question": "Are you at least 62 years old?", "follow_up_answer": "Yes"}
        ],
    )
    assert verdict.answer != "No"
    assert not any(
        f.condition.text == "currently married" and f.value.name == "TRUE" for f in verdict.findings
    )


COLD_WEATHER_UC = (
    "## Universal Credit\n\nYou’ll usually get Cold Weather Payments if you get Universal Credit, "
    "you’re not employed or self-employed and one of the following apply:\n\n"
    "* you get a limited capability for work amount (with or without a work-related activity "
    "amount)\n* you get the disabled child amount in your claim\n"
    "* you have a child under 5 living with you"
)


@pytest.mark.parametrize(
    "scenario",
    [
        "I get Universal Credit and I work part time at a supermarket.",
        "I'm on Universal Credit and I'm self-employed as a cleaner.",
    ],
)
def test_facts_a_list_of_life_facts_is_met_by_one_of_them(scenario):
    assert decide(COLD_WEATHER_UC, "Can I get Cold Weather Payments?", scenario).answer == "No"


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        # working, in a place within the UK: it had been asked
        ("I work full time as a nurse in Leeds.", "Yes"),
        ("I work in Paris.", "Are you working in the UK?"),
        ("My wife works in Leeds.", "Are you working in the UK?"),
    ],
)
def test_facts_a_life_fact_asked_in_a_place_is_met_in_a_place_within_it(scenario, answer):
    question = "May I be able to get Child Tax Credit?"
    assert decide(CHILD_TAX_CREDIT_NOT_WORKING, question, scenario).answer == answer


@pytest.mark.parametrize(
    ("rule", "scenario", "answer"),
    [
        ("You can get Jobseeker's Allowance if you're unemployed.", "I don't have a job.", "Yes"),
        ("You can get Jobseeker's Allowance if you're unemployed.", "I lost my job last month.", "Yes"),
        ("You can get Jobseeker's Allowance if you're unemployed.", "I work as a nurse.", "No"),
        ("You can get Jobseeker's Allowance if you're unemployed.", "I have a full-time job.", "No"),
        # retired is out of work, but not looking for it; someone else's job loss is theirs
        ("You can get Jobseeker's Allowance if you're unemployed.", "I'm retired.", "Are you unemployed?"),
        ("You can get Jobseeker's Allowance if you're unemployed.", "My husband lost his job.", "Are you unemployed?"),
        ("You can get Working Tax Credit if you're working.", "I don't have a job at the moment.", "No"),
        ("You may be able to get help if you're a carer.", "I don't care for anyone.", "No"),
    ],
)  # fmt: skip
def test_facts_being_out_of_work_or_caring_for_no_one_is_said_in_other_words(
    rule, scenario, answer
):
    assert decide(rule, "Can I get it?", scenario).answer == answer


@pytest.mark.parametrize(
    "rule",
    [
        "You can claim Child Benefit if you're responsible for a child under 16.",
        "You can get Child Tax Credit if you have a child under 16.",
    ],
)
@pytest.mark.parametrize("scenario", ["I don't have any children.", "I have no kids."])
def test_facts_having_no_children_fails_a_threshold_on_a_child_of_ones_own(rule, scenario):
    assert decide(rule, "Can I claim it?", scenario).answer == "No"


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I live in France.", "No"),
        ("I live in Bristol.", "Yes"),
        ("I'm British but I live in Spain.", "No"),
    ],
)
def test_facts_where_the_user_lives_settles_being_a_resident_of_a_country(scenario, answer):
    rule = "You can use this service if you're a UK resident."
    assert decide(rule, "Can I use this service?", scenario).answer == answer


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I live with my mum and dad.", "No"),
        ("I rent a flat on my own.", "Yes"),
        ("I live with my girlfriend.", "Do you live with your parents?"),
        ("My dad lives alone.", "Do you live with your parents?"),
    ],
)
def test_facts_living_alone_is_living_with_no_one(scenario, answer):
    rule = "You can't get Housing Benefit if you live with your parents."
    assert decide(rule, "Can I get Housing Benefit?", scenario).answer == answer


def test_facts_pre_settled_status_is_not_settled_status():
    rule = "You can apply if you have settled status."
    scenario = "I'm a French citizen living in London with pre-settled status."
    assert decide(rule, "Can I apply?", scenario).answer != "Yes"


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I'm single.", "No"),
        ("I'm divorced.", "No"),
        ("My husband is retired.", "Yes"),
        ("I'm 70.", "Do you have a partner?"),
        # "single" among what one says of oneself had been asked "Do you have a partner?"
        ("I'm 70, single, and retired.", "No"),
        ("I'm 30 and single.", "No"),
    ],
)
def test_facts_someone_single_has_no_partner_and_a_spouse_is_one(scenario, answer):
    # "I'm single" had been asked "Do you have a partner?"
    rule = "You can claim the couple rate if you have a partner."
    assert decide(rule, "Can I claim the couple rate?", scenario).answer == answer


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I'm self-employed.", "No"),
        ("I'm an employee at a bakery.", "Yes"),
        ("I'm 40.", "Are you an employee?"),
    ],
)
def test_facts_being_an_employee_is_being_employed(scenario, answer):
    # "I'm self-employed" had been asked "Are you an employee?"
    rule = "Your employer must pay you Statutory Sick Pay if you're an employee."
    assert decide(rule, "Will my employer pay me Statutory Sick Pay?", scenario).answer == answer


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I'm single.", "No"),
        ("I'm divorced.", "No"),
        ("I'm in a civil partnership.", "Yes"),
        ("I've been married for 10 years.", "Yes"),
        ("I'm 40.", "Are you married or in a civil partnership?"),
    ],
)
def test_facts_married_or_in_a_civil_partnership_is_one_bond_denied_by_being_single(
    scenario, answer
):
    # gov.uk Marriage Allowance: "I'm single" had been asked "Are you married or in a civil
    # partnership?" (the "or" of the fact's own wording read as another way to meet it)
    rule = "You can get Marriage Allowance if you're married or in a civil partnership."
    assert decide(rule, "Can I get Marriage Allowance?", scenario).answer == answer


@pytest.mark.parametrize(
    ("rule", "scenario", "answer"),
    [
        # gov.uk Tax-Free Childcare: "I'm unemployed" had been asked "Are you working?"
        (
            "You can get it if you (and your partner, if you have one) are working.",
            "I'm unemployed.",
            "No",
        ),
        (
            "You can get it if you (and your partner, if you have one) are working.",
            "I'm retired.",
            "No",
        ),
        # either of the two: the user's denial leaves the partner to ask
        (
            "You can get it if you (or your partner) are working.",
            "I'm unemployed.",
            "Are you working?",
        ),
    ],
)
def test_facts_an_aside_joining_the_partner_to_you_is_failed_by_your_denial(rule, scenario, answer):
    assert decide(rule, "Can I get it?", scenario).answer == answer


_CARERS_ALLOWANCE = (
    "You could get Carer's Allowance if you care for someone for at least 35 hours a week."
    " You must be 16 or over and you must not be in full-time education. You must earn"
    " £151 or less a week after tax."
)
_CARES_AND_ADULT = [
    {
        "follow_up_question": "Do you care for someone for at least 35 hours a week?",
        "follow_up_answer": "Yes",
    },
    {"follow_up_question": "Are you 16 or over?", "follow_up_answer": "Yes"},
]


@pytest.mark.parametrize(
    ("scenario", "answer"),
    [
        ("I'm a full-time student at Leeds.", "No"),
        ("I left college last year.", "Do you earn £151 or less a week after tax?"),
        ("I'm 45 and not studying.", "Do you earn £151 or less a week after tax?"),
        ("I'm studying part time.", "Are you in full-time education?"),
    ],
)  # fmt: skip
def test_facts_full_time_education_is_settled_by_studying_full_time_or_having_left(
    scenario, answer
):
    verdict = decide(
        _CARERS_ALLOWANCE, "Can I get Carer's Allowance?", scenario, _CARES_AND_ADULT,
        today=dt.date(2026, 11, 30), text_order=True,
    )  # fmt: skip
    assert verdict.answer == answer


def test_facts_leaving_school_says_nothing_of_full_time_education():
    # probe (session 31): a school leaver of 17 may be at college full time
    rule = "You can get the grant if you're 16 to 18 and in full-time education."
    scenario = "I'm 17 and I left school last year."
    answer = decide(rule, "Can I get the grant?", scenario, today=dt.date(2026, 11, 30)).answer
    assert answer not in ("Yes", "No", "Irrelevant")
