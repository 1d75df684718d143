import type { ThemedQuestion } from '../types';

/**
 * Behavioural (STAR) and situational questions, grouped by theme. Most hold a {skill} or
 * {responsibility} placeholder so the generator can tie them to the posting. Themes are kebab-case
 * ('data-driven-decision', 'disagreement-with-manager') and match the id: '<type>-<theme>-<n>'.
 */
export const BEHAVIOURAL_QUESTIONS: ThemedQuestion[] = [
  {
    id: 'behavioural-conflict-1',
    theme: 'conflict',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question:
      'Tell me about a time you disagreed with a colleague about the best way to {responsibility}. How ' +
      'did you resolve it?',
    answer:
      'Situation: A colleague and I shared the work to {responsibility}, and we disagreed on the ' +
      'approach. I wanted a standard checklist so results were consistent, while they felt a checklist ' +
      'would slow us down and ignore the judgment each case needed. The disagreement had started to show ' +
      'in small, tense exchanges in team meetings. Task: We needed one approach before the next cycle, ' +
      'without damaging our working relationship. Action: I asked to talk one-on-one, and started by ' +
      'asking what problems they saw with my idea instead of defending it. Their main concern was ' +
      'unusual cases, which was fair. We agreed to try a short checklist for routine cases, with a clear ' +
      'rule for when to use judgment instead, and to review it together after a month. Result: After the ' +
      'trial, errors on routine cases fell noticeably, the unusual cases were handled well, and we used ' +
      'the combined approach from then on. We also worked together more easily afterward.',
    evaluationCriteria: [
      'Strong: describes a genuine disagreement about the work, not a personality clash, and stays ' +
        'respectful about the colleague.',
      'Strong: shows they sought to understand the other view before pushing their own.',
      'Strong: reaches a solution that combines the best of both positions or is tested with data.',
      'Strong: describes the effect on both the result and the working relationship.',
    ],
  },
  {
    id: 'behavioural-conflict-2',
    theme: 'conflict',
    type: 'behavioural',
    difficulty: 'HARD',
    question:
      'Describe a time you had to work closely with someone whose working style was very different from ' +
      'yours.',
    answer:
      'Situation: I was paired with a colleague on a three-month project. I like to plan in detail and ' +
      'work steadily, while they preferred to move fast, decide late, and often changed direction near ' +
      'deadlines. Within two weeks we were frustrating each other, and a deliverable slipped because of ' +
      'a last-minute change. Task: I needed to find a way for us to work well together, since the ' +
      'project depended on both of us. Action: I suggested a short conversation about how we each liked ' +
      'to work, and what stressed us. I learned that they were reacting to new information from ' +
      'stakeholders that I did not see. We agreed on a simple routine: a 15-minute check-in twice a week ' +
      'to share new information, and a fixed date after which changes needed both of our agreement. I ' +
      'also started using their speed for early drafts. Result: We delivered the remaining milestones on ' +
      'time, the final result was better than either of us would have produced alone, and we chose to ' +
      'work together again.',
    evaluationCriteria: [
      'Strong: describes the difference in working styles specifically and without blame.',
      'Strong: takes initiative to discuss working preferences openly.',
      'Strong: agrees on practical working arrangements that address the real cause of friction.',
      'Strong: shows a concrete positive outcome and what they learned about working with others.',
    ],
  },
  {
    id: 'situational-conflict-1',
    theme: 'conflict',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'Two members of your team have stopped speaking to each other after an argument, and it is ' +
      "starting to affect the team's ability to {responsibility}. What do you do?",
    answer:
      'I would not ignore it, because conflicts like this rarely fade on their own and the work is ' +
      'already suffering. First, I would talk to each person privately to understand what happened and ' +
      'how they see it, listening without taking sides. Often the argument is about something specific, ' +
      'such as unclear responsibilities or a comment taken badly, rather than a deep personal problem. ' +
      'If I am their peer, I would encourage them to talk directly and offer to help set up the ' +
      'conversation; if I am their lead, I would bring them together for a facilitated conversation ' +
      'focused on the work: what each needs from the other, and agreements for the future. In the ' +
      'meantime, I would make sure the work keeps moving, for example by clarifying who owns which ' +
      'tasks. If the conflict involves harassment or serious misconduct, or does not improve, I would ' +
      'involve the manager or HR.',
    evaluationCriteria: [
      'Strong: addresses the conflict promptly rather than hoping it resolves itself.',
      'Strong: listens to both people separately without taking sides.',
      'Strong: focuses the joint conversation on the work and future agreements.',
      'Strong: protects the work in the meantime and knows when to escalate.',
    ],
  },
  {
    id: 'behavioural-prioritisation-1',
    theme: 'prioritisation',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question:
      'Tell me about a time you had to {responsibility} while several other urgent tasks competed for ' +
      'your time. How did you prioritize?',
    answer:
      'Situation: During a busy month, I needed to {responsibility} while also covering for a colleague ' +
      'on leave and handling a surge of requests from other teams. Everything was labeled urgent. Task: ' +
      'I had to decide what to do first without letting anything important fail. Action: I listed every ' +
      'task with its real deadline, who depended on it, and the consequence of a delay. That showed that ' +
      'only two items had hard deadlines with serious consequences; several others were urgent only ' +
      'because someone had asked loudly. I shared the list with my manager, proposed an order, and ' +
      'agreed on two tasks to postpone by a week. I told the affected people directly, with new dates, ' +
      'and blocked time in my calendar for the most important work, so interruptions could not take it ' +
      'over. Result: The two critical items were completed on time, the postponed requests were finished ' +
      'within the new dates with no complaints, and my manager adopted the same list format for planning ' +
      'during busy periods.',
    evaluationCriteria: [
      'Strong: assesses tasks by real deadlines, dependencies, and consequences rather than by who is ' +
        'loudest.',
      'Strong: involves the manager in trade-offs instead of silently dropping work.',
      'Strong: communicates new dates to affected people proactively.',
      'Strong: protects focused time for critical work and reports the outcome.',
    ],
  },
  {
    id: 'situational-prioritisation-1',
    theme: 'prioritisation',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'On Monday morning you receive three urgent requests from different people, and you are also ' +
      'expected to {responsibility} by Wednesday. How do you decide what to do first?',
    answer:
      'I would take a few minutes to clarify before starting anything. For each request, I would find ' +
      'out the actual deadline, what happens if it waits a day or two, and how long it will take. Some ' +
      'urgent requests turn out to be needed next week, and some can be handled in 15 minutes, so doing ' +
      'those quickly can clear them. The Wednesday commitment is already agreed, so I would protect ' +
      'enough time in my schedule to meet it. If the requests truly conflict with it, I would not ' +
      'quietly try to do everything and miss deadlines; I would tell the requesters what I can do and ' +
      'when, and, if needed, ask my manager to decide the priority between competing requests, since ' +
      'they have the broader view. Then I would communicate the plan to everyone involved, so no one is ' +
      'surprised.',
    evaluationCriteria: [
      'Strong: clarifies real deadlines, impact, and effort before choosing.',
      'Strong: protects existing commitments while handling quick wins efficiently.',
      'Strong: escalates genuine conflicts to the manager rather than guessing.',
      'Strong: communicates the plan and timelines to everyone affected.',
    ],
  },
  {
    id: 'behavioural-failure-1',
    theme: 'failure',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question: 'Tell me about a time you failed to meet a goal you were responsible for. What did you learn?',
    answer:
      'Situation: I was responsible for a goal to reduce the time our team took to complete a core ' +
      'process by 20 percent within one quarter. Task: I owned the plan and its delivery. Action: I ' +
      'focused on a new tool I believed would save the most time and spent most of the quarter setting ' +
      'it up. However, I did not involve the people doing the work early enough, and when we launched, ' +
      'they found it did not fit several common cases, so many continued using the old method. At the ' +
      'end of the quarter, we had improved by only 7 percent. I presented the result honestly to my ' +
      'manager, with my analysis of why it fell short. Then I went back to the team, collected their ' +
      'feedback, and we adjusted the tool and the process together over the next six weeks. Result: We ' +
      'reached a 22 percent improvement in the following quarter. I learned to involve the people ' +
      'affected from the start, and to test changes on a small scale before a full launch.',
    evaluationCriteria: [
      'Strong: owns the failure clearly without blaming others or circumstances.',
      'Strong: analyzes the specific cause of the failure.',
      'Strong: reports honestly to stakeholders and takes corrective action.',
      'Strong: states a concrete lesson and shows it being applied.',
    ],
  },
  {
    id: 'behavioural-failure-2',
    theme: 'failure',
    type: 'behavioural',
    difficulty: 'HARD',
    question:
      'Describe a project involving {skill} that did not go as planned. What would you do differently?',
    answer:
      'Situation: I led a project that depended heavily on {skill}, with a deadline set by a client ' +
      'commitment. Early estimates assumed the work would be similar to a previous project, so we ' +
      'planned a tight schedule. Task: I was responsible for the plan and for delivering on time. ' +
      'Action: Three weeks in, it became clear that the work was more complex than expected, and we were ' +
      'falling behind. I informed my manager and the client contact quickly, explained the cause, and ' +
      'proposed to deliver the most important part on the original date and the rest two weeks later. I ' +
      'reorganized the work and brought in a colleague with more experience in the hardest area. Result: ' +
      'The first part was delivered on time, the remainder one week after the revised date, and the ' +
      'client accepted the plan. Looking back, I would do a short discovery phase before committing to a ' +
      'date, and give estimates as ranges with the assumptions stated.',
    evaluationCriteria: [
      'Strong: describes a real setback with a specific cause.',
      'Strong: communicates problems early and proposes a revised plan.',
      'Strong: takes practical action to recover, such as reprioritizing or bringing in expertise.',
      'Strong: gives a specific, credible answer to what they would do differently.',
    ],
  },
  {
    id: 'situational-failure-1',
    theme: 'failure',
    type: 'situational',
    difficulty: 'HARD',
    question:
      'Halfway through a piece of work where you need to {responsibility}, you realize your approach ' +
      'will not deliver the expected result. What do you do?',
    answer:
      'I would stop and confirm the problem before continuing to invest time in an approach that will ' +
      'not work. I would check my reasoning, ideally with a colleague, to make sure I am not ' +
      'overreacting to a temporary issue. If the approach really will not work, I would tell my manager ' +
      'and anyone depending on the result early, with a clear explanation of what I found, what it means ' +
      'for the timeline or quality, and the options I see, such as changing the approach, reducing the ' +
      'scope, or moving the date. Early bad news is much easier to manage than late bad news. I would ' +
      'also check whether any of the work done so far can be reused. Once we agree on a path, I would ' +
      'update the plan and communicate it. Afterward, I would reflect on why the problem was not visible ' +
      'earlier, for example whether a small test at the start could have revealed it.',
    evaluationCriteria: [
      'Strong: stops to verify rather than continuing out of sunk-cost thinking.',
      'Strong: informs stakeholders early with options, not just the problem.',
      'Strong: looks to salvage useful work and agrees on a revised plan.',
      'Strong: reflects on how to detect such issues earlier.',
    ],
  },
  {
    id: 'behavioural-feedback-1',
    theme: 'feedback',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question:
      'Tell me about a time you received difficult feedback on work that required {skill}. How did you ' +
      'respond?',
    answer:
      'Situation: After I delivered a piece of work that relied on {skill}, my manager told me that ' +
      'while the result was accurate, it was hard for others to use: my explanations were too technical, ' +
      'and two colleagues had needed to ask me to explain it again. Task: I needed to accept the ' +
      'feedback and improve, even though I was initially frustrated, since I had spent a lot of time on ' +
      'the work. Action: I thanked my manager and asked for specific examples, which showed me exactly ' +
      'where the confusion started. I asked one of the colleagues what would have helped them. For my ' +
      'next pieces of work, I started with a short summary of the key points in plain language, added ' +
      'examples, and asked a colleague outside my area to review drafts before I shared them. Result: ' +
      'Over the next few months, follow-up questions about my work dropped significantly, and in my next ' +
      'review, my manager highlighted clear communication as a strength.',
    evaluationCriteria: [
      'Strong: shows openness to feedback, including managing an initial emotional reaction.',
      'Strong: asks for specific examples to understand the feedback.',
      'Strong: makes concrete changes in how they work.',
      'Strong: shows evidence that the change worked.',
    ],
  },
  {
    id: 'situational-feedback-1',
    theme: 'feedback',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      "A colleague's work that you depend on to {responsibility} has repeated quality problems, and they " +
      'seem unaware of it. How do you give them feedback?',
    answer:
      'I would talk to them privately and soon, because the problem affects my work and they cannot fix ' +
      'what they do not know about. Before the conversation, I would collect two or three specific ' +
      'examples, and check that my expectations are reasonable and were actually communicated. In the ' +
      'conversation, I would describe the specific situation, the problem, and its impact, for example: ' +
      'in the last two handoffs, several items were missing, which meant I had to redo part of my work ' +
      'and we missed a deadline. Then I would ask for their perspective, since they may have a reason, ' +
      'such as unclear requirements or too much work. Together we could agree on a solution, such as a ' +
      'checklist or a quick review before handoff. I would keep the tone constructive, focused on the ' +
      'work rather than the person, and follow up after a few weeks. If the problems continue, I would ' +
      'involve our manager.',
    evaluationCriteria: [
      'Strong: gives feedback privately and promptly rather than working around the problem.',
      'Strong: uses specific examples and explains the impact.',
      "Strong: asks for the colleague's perspective and agrees on a solution together.",
      'Strong: follows up and escalates only if the issue persists.',
    ],
  },
  {
    id: 'behavioural-leadership-1',
    theme: 'leadership',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question:
      'Tell me about a time you had to lead a group to {responsibility} without having formal authority ' +
      'over them.',
    answer:
      'Situation: I was asked to coordinate people from three teams who all contributed to the work to ' +
      '{responsibility}, but none of them reported to me, and each had their own priorities. Deadlines ' +
      'had been missed in the previous two cycles. Task: I needed to get everyone working toward the ' +
      'same timeline without being able to direct them. Action: I met each person individually to ' +
      'understand their constraints and what made the work harder for them. I then proposed a shared ' +
      'schedule that took their busy periods into account, and agreed on clear handoff points. I made ' +
      'progress visible in a simple shared tracker, thanked people publicly for on-time contributions, ' +
      'and dealt with delays privately and early. When one team repeatedly missed handoffs, I spoke with ' +
      'their manager, presenting the impact on everyone rather than complaining. Result: We met the ' +
      'deadline in the next three cycles in a row, and the team leads asked me to continue coordinating ' +
      'the work.',
    evaluationCriteria: [
      "Strong: builds cooperation by understanding others' constraints and motivations.",
      'Strong: creates shared plans and makes progress visible.',
      'Strong: uses recognition and early, private follow-up instead of authority.',
      'Strong: escalates constructively when needed and reports measurable results.',
    ],
  },
  {
    id: 'behavioural-leadership-2',
    theme: 'leadership',
    type: 'behavioural',
    difficulty: 'HARD',
    question: 'Describe a time you led a team through a period of low morale.',
    answer:
      'Situation: After a reorganization, my team of eight lost two experienced members, took on extra ' +
      'work, and was told a planned project we cared about was canceled. Engagement survey scores ' +
      'dropped, and two people told me they were considering leaving. Task: As the team lead, I needed ' +
      'to rebuild motivation while the workload remained high. Action: I held one-on-ones with each ' +
      'person to listen, without trying to argue them out of their feelings. I was honest about what I ' +
      'could and could not change. Then I acted on what I could: I negotiated with my manager to drop or ' +
      'delay two low-value tasks, rebalanced the work, and created development opportunities, such as ' +
      'letting a team member lead a small project they had asked for. I made a point of recognizing ' +
      'progress in team meetings, and I checked in regularly. Result: Within four months, survey scores ' +
      'recovered to their previous level, nobody left the team, and we delivered our main commitments ' +
      'for the quarter.',
    evaluationCriteria: [
      'Strong: listens to the team and acknowledges real concerns honestly.',
      'Strong: takes concrete actions on what is within their control, such as workload.',
      'Strong: creates growth or recognition opportunities.',
      'Strong: reports measurable outcomes such as engagement or retention.',
    ],
  },
  {
    id: 'situational-leadership-1',
    theme: 'leadership',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'You are asked to lead a newly formed team that has never worked together, and its first goal is ' +
      'to {responsibility}. What do you do in the first two weeks?',
    answer:
      'I would start by meeting each person individually to learn about their experience, strengths, ' +
      'working preferences, and concerns. Then I would bring the team together to make sure everyone ' +
      'understands the goal: what success looks like, why it matters, and the deadline. I would work ' +
      'with the team to break the goal into parts, agree on who owns each one, and define how we will ' +
      'work together, such as how we communicate, how decisions are made, and how often we check ' +
      'progress. Early on, I would look for a small first milestone that the team can achieve quickly, ' +
      'because an early success builds confidence and shows where the process needs adjustment. I would ' +
      'also identify risks and dependencies, and make sure the team has what it needs, such as access, ' +
      'tools, and information. Throughout, I would be available, give feedback, and hold a short review ' +
      'after the first milestone to improve how we work.',
    evaluationCriteria: [
      'Strong: invests in understanding individuals early.',
      'Strong: establishes a shared understanding of the goal and success criteria.',
      'Strong: agrees on roles, ownership, and working norms with the team.',
      'Strong: plans an early milestone and a review to adjust.',
    ],
  },
  {
    id: 'behavioural-ambiguity-1',
    theme: 'ambiguity',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question:
      'Tell me about a time you were asked to {responsibility} with unclear instructions or incomplete ' +
      'information.',
    answer:
      'Situation: Soon after I joined a team, I was asked to {responsibility}, but there was no ' +
      'documentation, the person who had done it before had left, and the request was simply to "handle ' +
      'it as before". Task: I needed to deliver a correct result on time without knowing exactly what ' +
      '"as before" meant. Action: I first collected what I could find: previous outputs, emails, and ' +
      'files, and used them to reconstruct the steps. I wrote down my understanding, with a list of open ' +
      'questions, and reviewed it in a short meeting with the two people who relied on the result most, ' +
      'which surfaced two requirements I would have missed. I made reasonable assumptions where there ' +
      'was no answer, stated them clearly, and delivered a first version early so people could correct ' +
      'me. Result: The work was delivered on time with only minor corrections, and the documentation I ' +
      "created became the team's guide for that task.",
    evaluationCriteria: [
      'Strong: gathers available evidence before asking for help or making assumptions.',
      'Strong: clarifies with the people who depend on the result.',
      'Strong: states assumptions openly and delivers early for feedback.',
      'Strong: reduces future ambiguity, for example by documenting the process.',
    ],
  },
  {
    id: 'situational-ambiguity-1',
    theme: 'ambiguity',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'Your manager asks you to improve how the team handles an important process but gives no ' +
      'definition of success and no deadline. What do you do?',
    answer:
      'I would see this as an opportunity, but I would not start changing things without a shared ' +
      'definition of success. First, I would ask my manager a few questions: what prompted the request, ' +
      'what problems they see, and what a good result would look like, even roughly. Then I would do ' +
      'some quick research: talk to the people involved in the process, look at any available data, and ' +
      'identify the main problems, such as delays, errors, or rework. With that, I would propose a short ' +
      'plan to my manager: the problem I intend to solve, a measure of success, such as reducing the ' +
      'time from five days to three, the main changes I would test, and a timeline with a check-in date. ' +
      'That turns an open-ended request into agreed goals. Then I would start with a small improvement, ' +
      'measure it, and report progress at the agreed check-ins.',
    evaluationCriteria: [
      'Strong: clarifies the purpose behind the request with the manager.',
      'Strong: investigates the current process and involves people who use it.',
      'Strong: proposes measurable success criteria and a timeline for agreement.',
      'Strong: starts small and reports progress.',
    ],
  },
  {
    id: 'behavioural-deadline-1',
    theme: 'deadline',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question: 'Tell me about a time you had to {responsibility} under a tight deadline.',
    answer:
      'Situation: A request came in on a Tuesday that needed me to {responsibility} by Friday, work that ' +
      'normally took about two weeks, because an external deadline had been brought forward. Task: I had ' +
      'to deliver something accurate and usable in three days without dropping my other essential ' +
      'commitments. Action: I first clarified with the requester what was truly needed by Friday and ' +
      'what could follow the next week, which reduced the scope by about a third. I listed the steps, ' +
      'identified the ones that depended on other people, and requested their input on the first day, so ' +
      "I would not wait on them at the end. I moved two non-urgent tasks with my manager's agreement and " +
      'blocked focused time. On Thursday I shared a draft to catch problems early, rather than ' +
      'presenting everything at the last minute. Result: I delivered on Friday morning, the reviewer ' +
      'found only minor corrections, and the remaining parts were completed the following Wednesday.',
    evaluationCriteria: [
      'Strong: clarifies what is truly needed by the deadline and reduces scope where possible.',
      'Strong: identifies dependencies early and requests input from others first.',
      'Strong: makes trade-offs visible to the manager rather than sacrificing other work silently.',
      'Strong: shares work early for review and reports a concrete result.',
    ],
  },
  {
    id: 'situational-deadline-1',
    theme: 'deadline',
    type: 'situational',
    difficulty: 'HARD',
    question:
      'Two days before a deadline, you realize you will not finish the work to {responsibility} at the ' +
      'quality expected. What do you do?',
    answer:
      'I would tell the person expecting the work right away, instead of hoping to catch up or ' +
      'delivering something poor at the last minute. Before that conversation, I would assess where ' +
      'things stand: what is done, what remains, how long it will realistically take, and why I am ' +
      'behind. Then I would present options. For example, delivering the most important parts on time ' +
      'with the rest a few days later; getting help from a colleague on a specific part; or moving the ' +
      'deadline if quality cannot be compromised. I would be clear about the risks of each option, ' +
      'especially if reducing quality could cause errors or harm. Once we agree, I would deliver on the ' +
      'new plan and keep them updated. Afterward, I would look at why I misjudged the time, for example ' +
      'unexpected complications or underestimating a step, so I can plan better next time.',
    evaluationCriteria: [
      'Strong: communicates early rather than missing the deadline silently.',
      'Strong: assesses status and remaining effort realistically.',
      'Strong: offers options such as partial delivery, help, or a new date, with their risks.',
      'Strong: refuses to hide quality problems and learns from the misestimate.',
    ],
  },
  {
    id: 'behavioural-stakeholder-1',
    theme: 'stakeholder',
    type: 'behavioural',
    difficulty: 'HARD',
    question: 'Tell me about a time you had to manage the expectations of a demanding stakeholder.',
    answer:
      "Situation: A senior leader who relied on my team's work regularly sent urgent requests late in " +
      'the day, changed requirements after work had started, and escalated to my manager when results ' +
      'were not immediate. Task: I needed to meet their real needs while protecting the team from ' +
      'constant disruption. Action: I asked for a meeting to understand their priorities and pressures, ' +
      'and learned that they were reporting to executives on short notice. I proposed a weekly planning ' +
      'call to anticipate their needs, a simple request form that captured the deadline and purpose, and ' +
      'a clear rule for true emergencies. I also began sending them a short weekly update so they did ' +
      'not have to ask for status. When they changed requirements, I explained the impact on the date in ' +
      'writing and let them choose. Result: Last-minute requests fell by more than half, escalations to ' +
      'my manager stopped, and the leader later asked my team to take on a larger project.',
    evaluationCriteria: [
      "Strong: seeks to understand the stakeholder's pressures and underlying needs.",
      'Strong: introduces structures such as regular planning, intake, and proactive updates.',
      'Strong: makes the impact of changes explicit and lets the stakeholder choose.',
      'Strong: reports improved working relationship and measurable outcomes.',
    ],
  },
  {
    id: 'situational-stakeholder-1',
    theme: 'stakeholder',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'Two senior stakeholders give you conflicting instructions about how to {responsibility}, and both ' +
      'expect you to follow theirs. What do you do?',
    answer:
      'I would not choose one side quietly or try to satisfy both with a compromise neither wanted. ' +
      'First, I would make sure I understand each instruction and the goal behind it, because the ' +
      'conflict is often about different priorities, such as speed versus accuracy, rather than about ' +
      'the method itself. I would write down both positions, the consequences of each, and, if possible, ' +
      'an option that meets both goals. Then I would ask the two stakeholders to meet, or at least share ' +
      'the summary with both, so they can agree. If they cannot, I would ask the person with the ' +
      'authority to decide, such as their common manager or my manager, and make sure the decision is ' +
      'recorded. While waiting, I would continue with the work that is not affected. Once it is decided, ' +
      'I would confirm the direction with both stakeholders, so neither is surprised.',
    evaluationCriteria: [
      'Strong: clarifies the goal behind each conflicting instruction.',
      'Strong: makes the trade-offs visible and looks for an option that meets both goals.',
      'Strong: brings the stakeholders together or escalates to the right decision maker.',
      'Strong: documents the decision and keeps unaffected work moving.',
    ],
  },
  {
    id: 'behavioural-mistake-1',
    theme: 'mistake',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question: 'Tell me about a mistake you made when applying {skill}, and what you changed afterward.',
    answer:
      'Situation: I was working under time pressure and used {skill} to produce a result that others ' +
      'would rely on for a decision. I skipped my usual final check because the work looked ' +
      'straightforward. Task: A colleague noticed an inconsistency a day after I had shared it, and I ' +
      'had to deal with it. Action: I checked immediately and confirmed that I had made an error, which ' +
      'changed one of the key figures. I informed the people who had received the work within the hour, ' +
      'explained what was wrong and what the correct result was, and sent a corrected version. I did not ' +
      'minimize it. Then I looked at why it happened: I had skipped the check and had no second review ' +
      'for work that important. I created a short checklist for myself and asked a colleague to review ' +
      'high-impact work before it is shared. Result: The decision had not been made yet, so there was no ' +
      'lasting harm, and I have not had a similar error since.',
    evaluationCriteria: [
      'Strong: admits the mistake plainly and describes its cause honestly.',
      'Strong: informs affected people quickly and corrects the work.',
      'Strong: identifies the process gap that allowed the mistake.',
      'Strong: describes a lasting change that prevents recurrence.',
    ],
  },
  {
    id: 'situational-mistake-1',
    theme: 'mistake',
    type: 'situational',
    difficulty: 'HARD',
    question:
      "You discover that an error you made last week has affected other people's work, and nobody else " +
      'has noticed yet. What do you do?',
    answer:
      'I would raise it right away, even though no one has noticed. The longer an error goes unreported, ' +
      'the more work it affects and the harder it becomes to fix, and hiding it would damage trust if it ' +
      'came out later. First, I would quickly understand the scope: what the error was, which work and ' +
      'people it affected, and what the correct information is. Then I would tell my manager and the ' +
      'people affected, explaining clearly what happened, what it means for them, and what I am doing ' +
      'about it. I would offer to fix or help fix the consequences, and prioritize anything that could ' +
      'cause harm or a wrong decision. Once it is corrected, I would look at how the error happened, and ' +
      'propose a change, such as an extra check, so it does not happen again. Owning mistakes quickly is ' +
      'one of the most important ways to build trust.',
    evaluationCriteria: [
      'Strong: reports the error promptly without being asked.',
      'Strong: assesses the scope before communicating, but does not delay.',
      'Strong: informs the manager and affected people clearly and helps fix consequences.',
      'Strong: identifies a preventive change.',
    ],
  },
  {
    id: 'behavioural-learning-1',
    theme: 'learning',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question:
      'Tell me about a time you had to get up to speed on {skill} quickly to deliver something ' +
      'important.',
    answer:
      'Situation: A colleague with expertise in {skill} left unexpectedly, and an important deliverable ' +
      'that depended on it was due in four weeks. I had only basic knowledge of it. Task: I needed to ' +
      'learn enough to deliver the work to the expected standard, without delaying it. Action: I first ' +
      'identified exactly what the deliverable required, so I could focus on the relevant parts rather ' +
      'than trying to learn everything. I used a combination of a short structured course, the ' +
      "documentation our team had, and examples of the previous colleague's work. I found an experienced " +
      'person in another team who agreed to review my work twice a week. I practiced on small, real ' +
      'tasks first, and kept notes on what I learned. Result: I delivered the work on time, the reviewer ' +
      "found only minor issues, and I became the team's go-to person for {skill}, later training two new " +
      'colleagues.',
    evaluationCriteria: [
      'Strong: focuses learning on what the task actually requires.',
      'Strong: uses several learning sources, including experts for feedback.',
      'Strong: learns by doing real tasks with review.',
      'Strong: delivers a concrete result and shares the knowledge afterward.',
    ],
  },
  {
    id: 'behavioural-learning-2',
    theme: 'learning',
    type: 'behavioural',
    difficulty: 'EASY',
    question:
      'Tell me about a recent time you deliberately improved your {skill}. How did you go about it, and ' +
      'how did you know it worked?',
    answer:
      'Situation: In a review of my work, I noticed that I was slower and less confident than some ' +
      'colleagues in one area of {skill}, and it was becoming more important in my role. Task: I set ' +
      'myself the goal of becoming confident in that area within three months. Action: I defined what ' +
      'good looked like by studying the work of a colleague I admired and asking them how they ' +
      'approached it. I set aside two hours each week for practice, using a course and real tasks, and ' +
      'asked my manager to give me more work in that area. I asked for feedback on each piece of work ' +
      'and kept a short log of mistakes and lessons. Result: After three months, I completed similar ' +
      'tasks in about half the time, with fewer corrections from reviewers, and my manager asked me to ' +
      'take over that type of work for the team. The log also helped me see my progress.',
    evaluationCriteria: [
      'Strong: identifies a specific skill gap based on evidence.',
      'Strong: sets a clear goal and a structured learning plan.',
      'Strong: seeks feedback and uses real work to practice.',
      'Strong: measures improvement with concrete evidence.',
    ],
  },
  {
    id: 'situational-learning-1',
    theme: 'learning',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'You are asked to {responsibility} using a tool or method you have never used, and the work is due ' +
      'in two weeks. How do you approach it?',
    answer:
      'I would start by being honest with my manager about my experience, so we can plan realistically, ' +
      'while showing that I am confident I can learn it. Then I would plan the two weeks. In the first ' +
      'few days, I would focus on the essentials: learning what the task requires, from documentation, ' +
      'tutorials, and colleagues who know the tool, rather than everything about it. I would practice on ' +
      'a small, low-risk example before the real work. I would ask an experienced colleague if they ' +
      'could review my approach early, and check my first output, because catching a misunderstanding in ' +
      'the first week is far better than in the last. I would build in a buffer of a few days for ' +
      'problems and review. If I found that the deadline was at risk, I would say so early, with ' +
      'options. I would also document what I learned for the next person.',
    evaluationCriteria: [
      'Strong: is transparent about their experience while showing confidence.',
      'Strong: focuses learning on what the task requires and practices on a low-risk example.',
      'Strong: seeks early review from an experienced colleague.',
      'Strong: builds in buffer time and flags risks early.',
    ],
  },
  {
    id: 'behavioural-initiative-1',
    theme: 'initiative',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question: 'Tell me about a time you found a better way to {responsibility} without being asked.',
    answer:
      'Situation: Part of my job was to {responsibility}, and I noticed that a lot of time went into ' +
      'repetitive manual steps that were the same each time, and that mistakes often came from copying ' +
      'information between places. Task: No one had asked me to change the process, but I believed it ' +
      'could be faster and more reliable. Action: I measured how long each step took over two weeks to ' +
      'confirm where time was going. Then I designed a simpler version, using a template and a small ' +
      'automation for the most repetitive step. I tested it alongside the old method for one cycle to ' +
      'make sure the results matched, then showed my manager the comparison and asked if I could roll it ' +
      'out. I wrote short instructions and trained two colleagues. Result: The time needed fell by about ' +
      '40 percent, errors from copying information disappeared, and the approach was adopted across the ' +
      'team.',
    evaluationCriteria: [
      'Strong: notices a specific inefficiency and quantifies it.',
      'Strong: tests the improvement before proposing it.',
      'Strong: involves the manager appropriately rather than acting unilaterally on shared processes.',
      'Strong: reports measurable results and adoption by others.',
    ],
  },
  {
    id: 'behavioural-initiative-2',
    theme: 'initiative',
    type: 'behavioural',
    difficulty: 'HARD',
    question:
      'Tell me about a time you took on a problem outside your job description because nobody else was ' +
      'addressing it.',
    answer:
      'Situation: In my team, new colleagues regularly took several weeks to become productive, because ' +
      "there was no onboarding plan, and each person learned by asking around. It was nobody's " +
      'responsibility, and everyone complained about it. Task: I decided to address it, while still ' +
      'completing my own work. Action: I asked my manager whether I could spend about two hours a week ' +
      'on it for a couple of months, explaining the cost of the current situation. I interviewed the ' +
      'three most recent hires about what they had struggled with, and created a simple onboarding guide ' +
      'with a first-week checklist, key contacts, and common questions. I asked experienced colleagues ' +
      'to review it and to volunteer as buddies for new hires. Result: The next four new colleagues said ' +
      'they felt productive within about two weeks instead of five, my manager made the guide an ' +
      'official part of onboarding, and I was asked to lead similar improvements later.',
    evaluationCriteria: [
      'Strong: identifies a real problem that was falling between responsibilities.',
      'Strong: gets agreement from the manager while protecting their core work.',
      'Strong: gathers input from people affected to design the solution.',
      'Strong: shows measurable impact and recognition.',
    ],
  },
  {
    id: 'situational-initiative-1',
    theme: 'initiative',
    type: 'situational',
    difficulty: 'EASY',
    question:
      'You finish your assigned work early in a week when the rest of the team is very busy. What do you ' +
      'do?',
    answer:
      'I would first check that my work is truly finished: that it has been reviewed, documented, and ' +
      'that the people who need it have it. Then I would tell my manager or team lead that I have ' +
      'capacity, and ask where I would be most useful, since they know the priorities best. I might ' +
      'suggest a few options to make the decision easy: helping a colleague who is behind on something ' +
      'urgent, taking some routine tasks from a busy teammate, or working on a backlog item that has ' +
      'been postponed. I would also ask teammates directly if anything would help them, while being ' +
      "careful not to take over someone's work without their agreement. If the team truly needs nothing, " +
      'I would use the time for something valuable, such as improving documentation or learning a skill ' +
      'the team needs. Offering help in a busy week builds trust and makes it more likely others will ' +
      'help me when I need it.',
    evaluationCriteria: [
      'Strong: confirms their own work is complete before moving on.',
      'Strong: offers capacity to the manager and lets priorities guide the choice.',
      'Strong: helps teammates respectfully without taking over their work.',
      'Strong: uses spare time productively if help is not needed.',
    ],
  },
  {
    id: 'behavioural-influence-1',
    theme: 'influence',
    type: 'behavioural',
    difficulty: 'HARD',
    question:
      'Tell me about a time you persuaded others to adopt an idea or approach they were initially ' +
      'against.',
    answer:
      'Situation: I proposed that our team replace long weekly status meetings with short written ' +
      'updates and a meeting only for decisions. Most of the team, including a respected senior ' +
      'colleague, opposed it, worried that we would lose communication. Task: I believed the change ' +
      "would save time, but I needed the team's support, since I could not impose it. Action: I first " +
      'asked the senior colleague about their concerns in private, and learned they feared problems ' +
      'would be hidden in written updates. I proposed a four-week trial with a simple template that ' +
      'included a section for risks, and a check-in meeting if anyone flagged a problem. I also ' +
      'suggested measuring time spent and asking the team to rate the experiment afterward. I asked the ' +
      'senior colleague to help design the template, which made it partly their idea. Result: After the ' +
      'trial, the team voted to keep the new approach, we saved about three hours per person each week, ' +
      'and the senior colleague presented it to other teams.',
    evaluationCriteria: [
      'Strong: understands and addresses the specific concerns of opponents.',
      'Strong: uses a low-risk trial and agreed measures to reduce resistance.',
      'Strong: involves influential skeptics in shaping the solution.',
      'Strong: reports measurable results and lasting adoption.',
    ],
  },
  {
    id: 'situational-influence-1',
    theme: 'influence',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'You believe there is a better way to {responsibility}, but the current process was designed by ' +
      'your manager, who is proud of it. How do you propose the change?',
    answer:
      'I would approach it as an improvement to something that works, not a criticism. First, I would ' +
      'make sure I understand the current process and why it was designed that way, because there may be ' +
      'reasons I do not see. Then I would gather evidence for my idea: for example, how much time the ' +
      'current steps take, where errors happen, and how my approach would change that. If possible, I ' +
      'would test my idea on a small scale, or prepare an example, so the discussion is based on results ' +
      'rather than opinions. I would raise it with my manager privately, acknowledging what works well ' +
      'in the current process, and present my idea as a question: I have been thinking about this step; ' +
      'what do you think about trying this? I would suggest a trial with clear measures. If the manager ' +
      'decides not to change it, I would accept the decision and ask what would make them reconsider in ' +
      'the future.',
    evaluationCriteria: [
      'Strong: understands the reasons for the current process before proposing changes.',
      'Strong: builds the case with evidence or a small test.',
      'Strong: raises it privately and respectfully, acknowledging what works.',
      "Strong: proposes a trial and accepts the manager's decision gracefully.",
    ],
  },
  {
    id: 'behavioural-customer-1',
    theme: 'customer',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question: 'Tell me about a time you dealt with a very dissatisfied customer or client.',
    answer:
      'Situation: A long-standing client contacted me, very angry, because a delivery from our team had ' +
      'been late twice in a month, and they had missed one of their own deadlines as a result. They said ' +
      'they were considering another provider. Task: I needed to rebuild their trust and fix the ' +
      'underlying problem. Action: I called them the same day and listened without interrupting or ' +
      'making excuses, then summarized their concerns to show I understood. I apologized for the impact ' +
      'on their business and promised a full explanation within two days. I investigated and found that ' +
      'the delays came from a handoff between two teams that had no clear owner. I shared the cause and ' +
      'a concrete fix with the client, including a single point of contact and a confirmation message ' +
      'for every delivery. I followed up personally for the next month. Result: All deliveries over the ' +
      'next three months were on time, the client renewed their contract, and the fix was applied for ' +
      'other clients too.',
    evaluationCriteria: [
      'Strong: listens and acknowledges the impact on the customer without excuses.',
      'Strong: investigates and explains the root cause honestly.',
      'Strong: puts a concrete fix in place and follows up personally.',
      'Strong: reports a measurable outcome such as retention.',
    ],
  },
  {
    id: 'situational-customer-1',
    theme: 'customer',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'A customer asks you to commit to a delivery date that you are not confident your team can meet. ' +
      'What do you do?',
    answer:
      'I would not make a promise I am not confident in just to please the customer, because a missed ' +
      'commitment damages trust far more than an honest answer today. First, I would understand why the ' +
      'date matters to them, and what they actually need by then, since often part of the work is what ' +
      'is truly time-sensitive. Then I would check with my team what is realistic, including the risks. ' +
      'I would give the customer an honest answer: what we can commit to and when, what depends on ' +
      'factors outside our control, and options, such as delivering the most important part by their ' +
      'date and the rest later. If I need time to confirm, I would tell them when they will hear back, ' +
      'and keep that promise. Once we agree, I would keep them informed of progress, and warn them early ' +
      'if anything changes.',
    evaluationCriteria: [
      'Strong: refuses to overpromise and explains why honesty matters.',
      "Strong: explores the customer's underlying need and timing.",
      'Strong: confirms realistic timing with the team and offers options such as partial delivery.',
      'Strong: communicates proactively as work progresses.',
    ],
  },
  {
    id: 'behavioural-ethics-1',
    theme: 'ethics',
    type: 'behavioural',
    difficulty: 'HARD',
    question: 'Tell me about a time you were asked to do something you felt was not right. What did you do?',
    answer:
      'Situation: Near the end of a reporting period, a senior colleague asked me to change how some ' +
      "results were reported so that our team's figures would look better. It was not illegal in an " +
      'obvious way, but it would have given a misleading picture to the people using the report. Task: I ' +
      'needed to respond in a way that was honest without damaging the working relationship ' +
      'unnecessarily. Action: I asked the colleague to explain the reasoning, in case I had ' +
      'misunderstood. They said the numbers would improve next period anyway. I explained that I was not ' +
      'comfortable, because readers would make decisions based on the figures, and suggested instead ' +
      'that we report the actual results with a short note explaining the expected improvement. When ' +
      'they still pressed, I raised it with my manager, presenting the facts without accusing anyone. ' +
      'Result: My manager supported the transparent approach, the report went out with the explanation, ' +
      'and the colleague later acknowledged it was the better choice.',
    evaluationCriteria: [
      'Strong: describes a genuine ethical dilemma with a clear reason it was wrong.',
      'Strong: seeks to understand before accusing and proposes an honest alternative.',
      'Strong: escalates appropriately when pressure continues.',
      'Strong: describes the outcome and maintains professionalism throughout.',
    ],
  },
  {
    id: 'situational-ethics-1',
    theme: 'ethics',
    type: 'situational',
    difficulty: 'HARD',
    question:
      'You discover that a colleague has been reporting results as better than they really are, and ' +
      'others are making decisions based on those reports. What do you do?',
    answer:
      'I would act, because decisions based on false information can cause real harm, and staying silent ' +
      'would make me part of it. First, I would make sure I have the facts right: check the data and ' +
      'consider whether there is an innocent explanation, such as a different definition or an error. ' +
      'Depending on the relationship and the seriousness, I might speak to the colleague first, ' +
      'privately, explain what I found, and give them the chance to explain or correct it. If the ' +
      'misreporting is significant, deliberate, or continues, I would report it to my manager or through ' +
      "the organization's ethics or compliance channel, presenting the facts objectively. I would " +
      'document what I found and when. I would also make sure decision makers receive correct ' +
      'information, through the proper channel. I would not discuss it with other colleagues or make ' +
      'public accusations, which could be unfair and could interfere with any investigation.',
    evaluationCriteria: [
      'Strong: verifies the facts and considers innocent explanations first.',
      'Strong: considers raising it with the colleague directly when appropriate.',
      'Strong: reports through the manager or ethics channel and documents findings.',
      'Strong: avoids gossip or public accusation and ensures correct information reaches decision makers.',
    ],
  },
  {
    id: 'behavioural-change-1',
    theme: 'change',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question:
      'Tell me about a time a reorganization or a sudden change in priorities forced you to change how ' +
      'you worked. How did you adapt?',
    answer:
      'Situation: My department was reorganized, and my team merged with another team that served ' +
      'different clients, under a new manager with new priorities. About half of my previous work moved ' +
      'to another group. Task: I needed to become productive in the new structure quickly, while making ' +
      'sure nothing was lost in the handover. Action: I wrote handover notes for the work leaving me and ' +
      'met the colleagues receiving it to walk through every open item. With my new manager, I asked ' +
      'what success looked like for the merged team and where my experience would help most. I spent my ' +
      "first weeks learning the new clients' needs by joining their calls, and I noticed that both " +
      'former teams produced similar weekly reports, so I proposed combining them. Result: No open items ' +
      'were lost in the handover, I was handling my new responsibilities independently within a month, ' +
      'and the combined report saved each team about three hours a week.',
    evaluationCriteria: [
      'Strong: shows a positive, proactive attitude toward the change rather than resistance.',
      'Strong: manages the transition responsibly, such as thorough handovers.',
      'Strong: clarifies new expectations with the manager and learns the new context quickly.',
      'Strong: finds an improvement enabled by the change and reports results.',
    ],
  },
  {
    id: 'situational-change-1',
    theme: 'change',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'Your organization is introducing a new system that changes how you {responsibility}, and several ' +
      'colleagues are openly resisting it. What do you do?',
    answer:
      'I would first make sure I understand the change myself: why it is happening, what problems it is ' +
      "meant to solve, and how it affects my work. Then I would listen to my colleagues' concerns, " +
      'because resistance often points to real problems, such as missing features, not enough training, ' +
      'or extra work during the transition. I would separate the concerns that can be fixed from those ' +
      'that are about the discomfort of change. For real problems, I would collect examples and share ' +
      'them constructively with the people leading the change. For the rest, I would help by learning ' +
      'the new system early, sharing what works, and helping colleagues with practical questions. I ' +
      'would avoid both dismissing their concerns and joining in complaints. If I have a lead role, I ' +
      'would also make sure the team has time for training and that expectations for productivity during ' +
      'the transition are realistic.',
    evaluationCriteria: [
      'Strong: understands the reasons for the change.',
      'Strong: listens to resistance and separates valid problems from general discomfort.',
      'Strong: channels valid concerns constructively to those leading the change.',
      'Strong: supports colleagues practically while staying professional.',
    ],
  },
  {
    id: 'behavioural-teamwork-1',
    theme: 'teamwork',
    type: 'behavioural',
    difficulty: 'EASY',
    question: 'Tell me about a time you helped a teammate succeed, even though it was not part of your job.',
    answer:
      'Situation: A new teammate was struggling with a large piece of work, and during a team meeting ' +
      'they mentioned they were behind and were staying late every day. Task: It was not my assignment, ' +
      'but I had done similar work before and could see that they were close to missing their deadline. ' +
      'Action: I offered to help, asking what would be most useful rather than taking over. We spent an ' +
      'hour going through their plan, and I showed them two shortcuts and a template I had created for ' +
      "similar work. I also took one smaller part of the work with my manager's agreement, so I did not " +
      'fall behind on my own tasks. I checked in a few days later to see how they were doing. Result: ' +
      'They met the deadline, the quality was good, and they later said the template saved them several ' +
      'hours each week. A few months later, they helped me in return during a busy period.',
    evaluationCriteria: [
      "Strong: notices a teammate's difficulty and offers help proactively.",
      'Strong: asks what help is useful and supports rather than takes over.',
      'Strong: balances helping with their own responsibilities, involving the manager as needed.',
      'Strong: describes a concrete outcome for the teammate and the team.',
    ],
  },
  {
    id: 'situational-teamwork-1',
    theme: 'teamwork',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'Your team must {responsibility} by a shared deadline, and one member is consistently not doing ' +
      'their part. What do you do?',
    answer:
      'I would start by talking to the team member privately, with curiosity rather than accusation. I ' +
      'would mention specific things I have noticed, such as tasks that have not been completed, and ask ' +
      'how things are going. There may be reasons: unclear responsibilities, too much work from ' +
      'elsewhere, personal difficulties, or a lack of skills for the task. Depending on the reason, we ' +
      'might clarify who owns what, adjust the division of work, or find someone to help them. I would ' +
      "agree on specific next steps and dates. To protect the deadline, I would make sure the team's " +
      'plan accounts for the risk, for example with earlier check-ins. If the problem continues after ' +
      'that conversation, I would raise it with our manager or team lead, focusing on the impact on the ' +
      'shared goal, not on personal criticism. I would avoid quietly doing their work myself for a long ' +
      'time, because that hides the problem.',
    evaluationCriteria: [
      'Strong: addresses it directly and privately with specific observations.',
      'Strong: explores possible causes before judging.',
      'Strong: agrees on clear next steps while protecting the shared deadline.',
      'Strong: escalates constructively if needed and avoids silently absorbing the work.',
    ],
  },
  {
    id: 'behavioural-data-driven-decision-1',
    theme: 'data-driven-decision',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question: 'Tell me about a time you used data to make a decision about how to {responsibility}.',
    answer:
      'Situation: Our team had always followed the same approach when we needed to {responsibility}, but ' +
      'opinions differed on whether it was the best one, and discussions kept going in circles. Task: I ' +
      'offered to look at the evidence so we could make a decision based on facts. Action: I agreed with ' +
      'the team on what a good result meant, such as time required, errors, and satisfaction of the ' +
      'people we served. Then I collected three months of records and compared results from the standard ' +
      'approach with cases where colleagues had used an alternative. The alternative was faster but had ' +
      'slightly more errors in complex cases. I presented the findings, including the limitations of the ' +
      'data, and suggested using the alternative for simple cases and the standard approach for complex ' +
      'ones, with a two-month trial. Result: The trial reduced average time by about 25 percent with no ' +
      'increase in errors, and the team adopted it permanently.',
    evaluationCriteria: [
      'Strong: defines success measures before analyzing.',
      'Strong: collects relevant data and compares options fairly.',
      'Strong: communicates findings including limitations.',
      'Strong: tests the decision and reports measured results.',
    ],
  },
  {
    id: 'situational-data-driven-decision-1',
    theme: 'data-driven-decision',
    type: 'situational',
    difficulty: 'HARD',
    question:
      'You need to decide quickly whether to change a process, but the data you have is incomplete and ' +
      'partly contradictory. How do you make the decision?',
    answer:
      'I would first clarify how reversible the decision is and what it costs to wait, because that ' +
      'determines how much certainty I need. A change that is easy to undo can be made with less ' +
      'evidence than one that is expensive to reverse. Then I would look at the data I have critically: ' +
      'where it comes from, what it measures, and why the sources disagree. Sometimes the contradiction ' +
      'comes from different definitions or time periods. I would fill the most important gaps quickly, ' +
      'for example by talking to people who do the work or checking a small sample of cases. Then I ' +
      'would make the best decision I can, explaining my reasoning, the assumptions, and the level of ' +
      'confidence to those involved. Where possible, I would design the change as a trial with clear ' +
      'measures and a date to review it, so we can correct course if the data proves me wrong.',
    evaluationCriteria: [
      'Strong: considers reversibility and the cost of delay in deciding how much evidence is needed.',
      'Strong: examines data sources critically and explains contradictions.',
      'Strong: fills key gaps quickly with targeted checks or qualitative input.',
      'Strong: decides transparently and builds in a review to correct course.',
    ],
  },
  {
    id: 'behavioural-mentoring-1',
    theme: 'mentoring',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question: 'Tell me about a time you helped a less experienced colleague build their skills in {skill}.',
    answer:
      'Situation: A junior colleague joined our team with little experience in {skill}, which was ' +
      'central to their role, and their first pieces of work needed many corrections, which was ' +
      'affecting their confidence. Task: My manager asked me to help them become independent within ' +
      'three months. Action: I first asked them what they found hardest, and reviewed some of their work ' +
      'to find patterns rather than individual mistakes. We agreed on a plan: a weekly one-hour session ' +
      'on one topic at a time, followed by a real task applying it. I explained my reasoning when I ' +
      'reviewed their work, instead of just correcting it, and gradually reduced how closely I checked. ' +
      'I also encouraged them to present their work to the team once they were ready. Result: After ' +
      'three months, their work needed only minor corrections, they were handling tasks independently, ' +
      'and within a year they were helping to train the next new colleague.',
    evaluationCriteria: [
      "Strong: assesses the colleague's needs and patterns before teaching.",
      'Strong: uses a structured plan combining explanation and real practice.',
      'Strong: explains reasoning and gradually increases independence.',
      'Strong: reports concrete progress and growing confidence.',
    ],
  },
  {
    id: 'situational-mentoring-1',
    theme: 'mentoring',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'A new colleague keeps asking you for help with the same kinds of problems, and it is slowing down ' +
      'your own work. What do you do?',
    answer:
      'I would treat it as a sign that the colleague needs better tools to work independently, not as a ' +
      'problem with them. First, I would notice which questions repeat, since those point to gaps in ' +
      'knowledge or documentation. Then I would talk to them: explain that I am happy to help, but that ' +
      'we should find a way for them to solve these problems on their own. For the repeated topics, I ' +
      'could spend one longer session teaching the underlying approach, rather than answering one ' +
      'question at a time, and point them to documentation or create a short guide if none exists. I ' +
      'would suggest they try first and write down what they tried before asking, which builds ' +
      'problem-solving skills. We could also agree on set times for questions, such as twice a day, so I ' +
      'can focus in between. If they need more support than I can give, I would suggest to our manager ' +
      'that they get more formal training.',
    evaluationCriteria: [
      'Strong: identifies patterns in the questions and addresses root causes.',
      'Strong: teaches underlying approaches and creates or points to resources.',
      'Strong: sets kind but clear boundaries, such as set times for questions.',
      'Strong: involves the manager if more support is needed.',
    ],
  },
  {
    id: 'behavioural-disagreement-with-manager-1',
    theme: 'disagreement-with-manager',
    type: 'behavioural',
    difficulty: 'HARD',
    question: 'Tell me about a time you disagreed with a decision your manager made. What did you do?',
    answer:
      "Situation: My manager decided to move our team's main deliverable forward by a month to match a " +
      'request from another department, which meant skipping a testing phase. I believed that would risk ' +
      'serious errors. Task: I wanted to raise my concern in a way that was useful and respectful of ' +
      'their authority. Action: I asked for a short meeting and came prepared with specific risks: ' +
      'problems found in testing on the previous two occasions, and their estimated impact if they had ' +
      'reached users. I suggested an alternative: delivering the most important part on the new date, ' +
      'with reduced but targeted testing, and the rest a month later. I made clear that I would support ' +
      'whatever they decided. Result: My manager took the alternative to the other department, which ' +
      'accepted it. The first part was delivered on the earlier date, testing caught two significant ' +
      'issues in the remaining work, and my manager later said they appreciated that I came with ' +
      'evidence and a solution.',
    evaluationCriteria: [
      'Strong: raises the disagreement privately and with specific evidence.',
      'Strong: offers a constructive alternative rather than just objecting.',
      "Strong: respects the manager's authority and commits to the final decision.",
      'Strong: describes the outcome and effect on the relationship.',
    ],
  },
  {
    id: 'situational-disagreement-with-manager-1',
    theme: 'disagreement-with-manager',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'Your manager asks you to {responsibility} in a way you believe will lead to worse results. What ' +
      'do you do?',
    answer:
      "I would first make sure I understand the reasons for my manager's approach, since they may have " +
      'information or constraints I do not know about. I would ask about it in a curious way, not a ' +
      'challenging one. If I still believe another way is better, I would share my concern privately, ' +
      'with specific reasons or evidence, such as results from similar work in the past, and propose an ' +
      'alternative. I might suggest a small test of both approaches if that is practical. If my manager ' +
      'still prefers their approach after hearing me, I would follow it and do it well, unless it is ' +
      'unethical, unsafe, or illegal, in which case I would escalate. Disagreeing and then committing ' +
      'fully is part of being a good team member. I would also watch the results, and if problems ' +
      'appear, bring them up constructively, with data, rather than saying I told you so.',
    evaluationCriteria: [
      "Strong: seeks to understand the manager's reasoning first.",
      'Strong: raises concerns privately with evidence and an alternative.',
      'Strong: commits fully to the final decision unless it is unethical, unsafe, or illegal.',
      'Strong: monitors results and raises issues constructively.',
    ],
  },
  {
    id: 'behavioural-workload-1',
    theme: 'workload',
    type: 'behavioural',
    difficulty: 'MEDIUM',
    question: 'Tell me about a time your workload became unmanageable. How did you handle it?',
    answer:
      'Situation: After a colleague left and was not replaced for three months, I took over most of ' +
      'their responsibilities in addition to my own. After a few weeks, I was working late every evening ' +
      'and had started missing smaller deadlines. Task: I needed to make the workload sustainable ' +
      'without letting important work fail. Action: I listed all my tasks, with how much time each took ' +
      'and how important it was, and identified several that could be automated, simplified, or done ' +
      'less often. I brought the list to my manager with a proposal: three tasks to pause until the ' +
      'position was filled, two to hand to a colleague who had some capacity, and a request to ' +
      'prioritize the hiring. I was honest that the current situation was not sustainable, rather than ' +
      'presenting it as a complaint. Result: My manager agreed to most of the proposal, I returned to ' +
      'normal hours within two weeks, none of the important deadlines were missed, and the replacement ' +
      'was hired a month sooner than planned.',
    evaluationCriteria: [
      'Strong: recognizes the problem early and quantifies the workload.',
      'Strong: finds ways to simplify or automate work.',
      'Strong: brings a concrete proposal to the manager rather than just a complaint.',
      'Strong: reports a sustainable outcome without important work failing.',
    ],
  },
  {
    id: 'situational-workload-1',
    theme: 'workload',
    type: 'situational',
    difficulty: 'MEDIUM',
    question:
      'You are already at full capacity when your manager asks you to also {responsibility} starting ' +
      'next week. What do you do?',
    answer:
      'I would not simply say yes and hope to manage, because that usually leads to missed deadlines or ' +
      'lower quality across everything. I also would not refuse outright. I would show my manager what I ' +
      'am currently working on, with the priorities and deadlines, and ask how the new responsibility ' +
      'ranks compared with them. Then I would propose options: for example, postponing or handing over ' +
      'one of my current tasks, reducing the scope of something, or starting the new work in two weeks ' +
      'after a current project ends. If the new work is a priority, I would ask for help with the ' +
      'transition, such as a colleague who can take some routine tasks. Once we agree, I would confirm ' +
      'the plan in writing and inform anyone affected by the change. The goal is to make the trade-off ' +
      'visible so my manager can make an informed decision.',
    evaluationCriteria: [
      'Strong: avoids both automatic acceptance and outright refusal.',
      'Strong: makes current workload and priorities visible.',
      'Strong: proposes concrete options such as postponing, handing over, or rescheduling.',
      'Strong: confirms the agreed plan and informs affected people.',
    ],
  },
];
