import type { BankQuestion } from '../types';

/**
 * Role questions for the 'Other' group,
 * keyed by exact catalogue title. Each title has four: two technical, one situational and one
 * behavioural (STAR model answer), with at least one EASY or MEDIUM and at least one HARD.
 * The catch-all title 'Other' gets four general professional questions with the same mix.
 */
export const ROLE_QUESTIONS_OTHER: Record<string, BankQuestion[]> = {
  'Registered Nurse': [
    {
      id: 'role-registered-nurse-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your post-operative patient is newly confused, with a heart rate of 118, blood pressure of ' +
        '92/58, and respiratory rate of 24. What do you do?',
      answer:
        'This patient is deteriorating, possibly from sepsis, bleeding, or another serious cause, and ' +
        'meets rapid response criteria at most hospitals, so I would act immediately and not wait for ' +
        'the next scheduled check. I would stay with the patient, call for help, and activate the rapid ' +
        'response team. While they come, I would assess airway, breathing, and circulation: oxygen ' +
        'saturation, apply oxygen as needed, full set of vitals including temperature, capillary refill, ' +
        'and a blood glucose check for the confusion. I would check the surgical site, drains, and ' +
        'dressings for bleeding, and urine output. I would ensure IV access and prepare for fluids, labs ' +
        'such as lactate, CBC, and blood cultures, per protocol or order. I would communicate with the ' +
        'provider using SBAR: situation, background, assessment, and recommendation, with the trend of ' +
        'vitals. Then I would monitor closely, document, and update the family.',
      evaluationCriteria: [
        'Strong: recognizes deterioration and activates the rapid response team or escalates immediately.',
        'Strong: performs a focused ABC assessment including glucose, bleeding check, and urine output.',
        'Strong: prepares for likely interventions such as IV access, fluids, and labs per protocol.',
        'Strong: communicates using SBAR with vital sign trends and documents.',
      ],
    },
    {
      id: 'role-registered-nurse-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you make sure you give medications safely, especially high-alert medications like ' +
        'insulin and heparin?',
      answer:
        'I follow the rights of medication administration every time: right patient, using two ' +
        'identifiers, right drug, dose, route, and time, plus right documentation, reason, and response. ' +
        'I check allergies, and use barcode scanning, but I do not rely on it alone. Before giving a ' +
        'medication, I check relevant assessments and labs: for insulin, the current blood glucose and ' +
        'whether the patient is eating; for heparin, the most recent aPTT or anti-Xa result and the ' +
        "protocol's dose adjustment, and signs of bleeding; for digoxin, the apical pulse and potassium. " +
        "For high-alert medications, I follow the hospital's independent double-check policy, where a " +
        'second nurse separately verifies the drug, dose, pump settings, and patient. I avoid ' +
        'distractions during preparation. If anything looks unusual, such as a dose much higher than ' +
        'expected, I stop and clarify with the pharmacist or prescriber before giving it. Then I monitor ' +
        "the patient's response and document.",
      evaluationCriteria: [
        'Strong: applies the rights of medication administration with two patient identifiers.',
        'Strong: checks relevant labs and assessments specific to each high-alert drug.',
        'Strong: uses independent double checks and does not rely only on barcode scanning.',
        'Strong: stops and clarifies unusual orders and monitors response afterward.',
      ],
    },
    {
      id: 'role-registered-nurse-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A physician orders a medication dose that you believe is unsafe for your patient, and the ' +
        'physician is irritated when you question it. What do you do?',
      answer:
        'I would not give the medication until the concern is resolved, because I am accountable for ' +
        "what I administer. I would check my concern first: review the order, the patient's current " +
        'condition, labs, and a drug reference, and consult the pharmacist, who can confirm whether the ' +
        'dose is outside the usual range. Then I would contact the physician again, calmly and ' +
        "professionally, with specific information, for example: the patient's heart rate is 48, and " +
        'this dose of metoprolol would be expected to lower it further; would you like to hold or change ' +
        'the dose? If the physician still insists without a satisfactory explanation, I would use the ' +
        'chain of command, such as my charge nurse and then the medical director, following hospital ' +
        "policy. I would document the conversation objectively. The patient's safety is the priority, " +
        'and a respectful, factual approach usually resolves these situations.',
      evaluationCriteria: [
        'Strong: withholds the medication until the concern is resolved.',
        'Strong: verifies the concern with references and the pharmacist.',
        'Strong: communicates specific clinical data to the prescriber professionally.',
        'Strong: uses the chain of command if unresolved and documents objectively.',
      ],
    },
    {
      id: 'role-registered-nurse-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you advocated for a patient.',
      answer:
        'Situation: I was caring for an elderly patient after hip surgery who was scheduled for ' +
        'discharge home the next day, but she seemed more forgetful than at admission and was unsteady ' +
        'when walking with the physical therapist. Task: I was concerned that she would be unsafe at ' +
        'home alone, and needed to make sure the team knew. Action: I performed a cognitive screen, ' +
        'which showed a decline compared with her admission assessment, and talked to her daughter, who ' +
        'confirmed she was not usually confused. I raised my concerns with the physician using SBAR ' +
        'during rounds, recommending a delirium evaluation and a review by case management. Result: The ' +
        'team found a urinary tract infection causing delirium, treated it, and arranged a short stay in ' +
        'a rehabilitation facility. She went home two weeks later, walking safely, and her daughter ' +
        'thanked the team for catching it.',
      evaluationCriteria: [
        'Strong: notices a subtle change and gathers objective data.',
        'Strong: involves the family for baseline information.',
        'Strong: communicates clearly to the team with a specific recommendation.',
        'Strong: describes a patient-centered outcome.',
      ],
    },
  ],
  'Medical Assistant': [
    {
      id: 'role-medical-assistant-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you take an accurate blood pressure reading when rooming a patient?',
      answer:
        'I have the patient sit in a chair with their back supported, feet flat on the floor, and legs ' +
        'uncrossed, and ideally rest quietly for about five minutes before the reading. I ask whether ' +
        'they have had caffeine, smoked, or exercised in the last 30 minutes, since those raise blood ' +
        "pressure. I choose the right cuff size: the bladder should cover about 80 percent of the arm's " +
        'circumference, because a cuff that is too small gives a falsely high reading. The cuff goes on ' +
        'the bare upper arm, with the arm supported at heart level. Neither of us talks during the ' +
        'measurement. If the reading is high, I follow the clinic protocol, which is often to wait a few ' +
        'minutes and repeat it, and record both readings. I document the arm and position, and tell the ' +
        "provider right away about readings outside the protocol's limits, rather than just entering " +
        'them in the chart.',
      evaluationCriteria: [
        'Strong: positions the patient correctly with rest, back support, feet flat, and arm at heart ' +
          'level.',
        'Strong: selects the correct cuff size and explains the effect of a wrong size.',
        'Strong: accounts for caffeine, smoking, exercise, and talking.',
        'Strong: repeats elevated readings per protocol and reports abnormal results promptly.',
      ],
    },
    {
      id: 'role-medical-assistant-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'When you draw blood for several tests, what order do you fill the tubes in, and what common ' +
        'errors affect lab results?',
      answer:
        'I follow the standard order of draw: blood culture bottles first, then the light blue sodium ' +
        'citrate tube, then serum tubes such as red or gold, then green heparin, then lavender EDTA, and ' +
        'gray fluoride tubes last. The order prevents additives from contaminating other tubes; for ' +
        'example, EDTA carryover can falsely increase potassium and decrease calcium. Common errors ' +
        'include leaving the tourniquet on more than about one minute, which concentrates the blood; ' +
        'hemolysis from shaking tubes, using a very small needle, or pulling too hard on a syringe, ' +
        'which also affects potassium; and underfilling the light blue tube, which must be filled ' +
        'correctly for the 9 to 1 blood to additive ratio. I gently invert tubes the recommended number ' +
        'of times. Most importantly, I identify the patient with two identifiers and label tubes in ' +
        'front of the patient, because a mislabeled sample can lead to serious harm.',
      evaluationCriteria: [
        'Strong: states the correct order of draw.',
        'Strong: explains why order matters, such as EDTA contamination affecting potassium and calcium.',
        'Strong: names preanalytical errors such as tourniquet time, hemolysis, and underfilled ' +
          'citrate tubes.',
        "Strong: emphasizes two-identifier verification and labeling at the patient's side.",
      ],
    },
    {
      id: 'role-medical-assistant-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'The provider is running 45 minutes late, patients in the waiting room are frustrated, and one ' +
        'asks you to tell them what their lab results mean. What do you do?',
      answer:
        'For the waiting room, I would update patients honestly about the delay, with an estimate, and ' +
        'offer options where our clinic allows: waiting, rescheduling, or, for some patients, seeing ' +
        'another provider. Regular updates reduce frustration even if the wait does not change. For the ' +
        "lab results, interpreting results and giving medical advice is outside a medical assistant's " +
        'scope of practice, so I would kindly explain that the provider will review the results with ' +
        'them, so they get an accurate explanation. I would not hint at whether results are good or bad, ' +
        'even if the patient asks directly. I would let the provider know the patient is anxious about ' +
        'their results, so they can address it first. If the patient is very worried, I could ask the ' +
        'nurse or provider whether someone could talk with them sooner. I would also note any patient ' +
        'who seems unwell while waiting.',
      evaluationCriteria: [
        'Strong: communicates delays honestly and offers options.',
        'Strong: recognizes that interpreting results is outside the MA scope of practice.',
        'Strong: avoids hinting at results while remaining kind.',
        "Strong: informs the provider of the patient's concern and watches waiting patients' condition.",
      ],
    },
    {
      id: 'role-medical-assistant-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you caught a potential patient safety error in a busy clinic.',
      answer:
        'Situation: On a busy flu season morning, I was preparing to give a vaccine to a child, and the ' +
        'order in the chart was for a vaccine formulation intended for adults. Task: I needed to confirm ' +
        'the correct vaccine before giving it, without delaying the clinic too much. Action: I stopped, ' +
        "checked the child's age and the vaccine's approved age range in the package insert, and " +
        'confirmed that the formulation was not appropriate for her age. I spoke with the provider ' +
        'privately, who realized that the order template had defaulted to the adult product, and ' +
        'corrected it. I gave the correct pediatric vaccine, and documented the lot number and site. I ' +
        'also reported the template problem to the clinic manager through our safety reporting system. ' +
        'Result: The child received the correct vaccine, and the template was fixed the same week, ' +
        'preventing similar errors for other patients.',
      evaluationCriteria: [
        'Strong: stops and verifies against a reliable source before acting.',
        'Strong: communicates with the provider respectfully and privately.',
        'Strong: documents correctly after resolving the issue.',
        'Strong: reports the system problem so it can be fixed.',
      ],
    },
  ],
  Pharmacist: [
    {
      id: 'role-pharmacist-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'A patient who takes warfarin brings a new prescription for fluconazole. What do you do?',
      answer:
        'Fluconazole inhibits CYP2C9, the main enzyme that breaks down S-warfarin, which is the more ' +
        'potent part of warfarin, so it can significantly raise the INR and increase the risk of ' +
        "bleeding. This is a clinically important interaction. I would check the patient's profile, " +
        'including the last INR and dose, and ask the patient about the indication; for example, a ' +
        'single dose for a vaginal yeast infection has a smaller but still real risk compared with a ' +
        'longer course. I would contact the prescriber to discuss alternatives, such as a topical ' +
        'antifungal if suitable, or, if fluconazole is needed, a plan to check the INR within a few days ' +
        'and possibly reduce the warfarin dose, coordinated with the anticoagulation clinic or the ' +
        'prescriber managing the warfarin. I would counsel the patient on signs of bleeding, such as ' +
        'unusual bruising or dark stools, and document the intervention.',
      evaluationCriteria: [
        'Strong: identifies the mechanism and clinical significance of the interaction.',
        'Strong: gathers information such as indication, duration, and recent INR.',
        'Strong: contacts the prescriber with alternatives or a monitoring plan.',
        'Strong: counsels the patient on bleeding signs and documents.',
      ],
    },
    {
      id: 'role-pharmacist-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An 80-year-old woman weighing 60 kg with a serum creatinine of 1.8 mg/dL is prescribed ' +
        'enoxaparin 60 mg every 12 hours to treat a DVT. How do you evaluate the dose?',
      answer:
        'Enoxaparin is cleared by the kidneys, so I would estimate renal function with the ' +
        'Cockcroft-Gault equation: 140 minus age, times weight in kilograms, divided by 72 times serum ' +
        'creatinine, multiplied by 0.85 for women. That is 60 times 60, or 3,600, divided by 129.6, ' +
        'about 27.8, times 0.85, which gives a creatinine clearance of about 24 mL per minute. The usual ' +
        'treatment dose is 1 mg per kg every 12 hours, but when creatinine clearance is below 30 mL per ' +
        'minute, the labeled dose is 1 mg per kg once daily. So the appropriate dose would be 60 mg once ' +
        'daily. I would contact the prescriber to recommend that change, and suggest monitoring anti-Xa ' +
        'levels, platelets, and signs of bleeding, given her age and renal function, or consider whether ' +
        'another anticoagulant is more suitable. I would document the recommendation.',
      evaluationCriteria: [
        'Strong: calculates creatinine clearance correctly with Cockcroft-Gault, including the female ' +
          'factor.',
        'Strong: knows the renal dose adjustment for enoxaparin below 30 mL per minute.',
        'Strong: recommends a specific corrected dose to the prescriber.',
        'Strong: suggests appropriate monitoring and documents the intervention.',
      ],
    },
    {
      id: 'role-pharmacist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A prescription for a large quantity of oxycodone has features that make you suspect it may be ' +
        'forged. What do you do?',
      answer:
        'I would not accuse the patient, but I would not fill it until I verify it. Warning signs might ' +
        'include unusual quantities or directions, mistakes in medical terms, a prescriber far from the ' +
        "patient's home, or changes in ink or handwriting. I would check the prescription drug " +
        "monitoring program for the patient's history, such as multiple prescribers or pharmacies. Then " +
        'I would contact the prescriber using a phone number I look up independently, not the one on the ' +
        'prescription, since forgers often provide a number that they answer. If the prescriber confirms ' +
        'it, I fill it with appropriate counseling. If the prescriber says they did not write it, I ' +
        'would follow the law and company policy, which may include keeping the prescription, notifying ' +
        'law enforcement, and documenting it, while keeping myself and staff safe and not confronting ' +
        'the person aggressively. I am also responsible for checking legitimate prescriptions, since ' +
        'pharmacists share responsibility for appropriate controlled substance dispensing.',
      evaluationCriteria: [
        'Strong: identifies credible forgery warning signs.',
        'Strong: checks the prescription drug monitoring program.',
        'Strong: verifies with the prescriber using an independently obtained phone number.',
        'Strong: follows law and policy for confirmed forgeries while prioritizing safety.',
      ],
    },
    {
      id: 'role-pharmacist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you helped a patient who was not taking their medication as prescribed.',
      answer:
        'Situation: A patient with type 2 diabetes and high blood pressure came to pick up her refills, ' +
        'and I noticed from the records that she was refilling her blood pressure medication about every ' +
        '60 days for a 30-day supply. Task: I wanted to understand why and help her take it ' +
        'consistently, without making her feel judged. Action: I asked her privately how the medication ' +
        'was working for her. She said it made her dizzy in the mornings and was expensive, so she took ' +
        'it every other day. I explained why consistent use matters, and then contacted her doctor with ' +
        'two suggestions: taking it in the evening and switching to a lower-cost generic in the same ' +
        'class. I also enrolled her in our refill synchronization program and explained a pill ' +
        'organizer. Result: Her doctor approved the change, her refills became regular, and at her next ' +
        'visit, she reported her blood pressure was within her goal for the first time in a year.',
      evaluationCriteria: [
        'Strong: uses refill data to identify a problem.',
        'Strong: asks open, non-judgmental questions to find the reasons.',
        'Strong: collaborates with the prescriber on specific solutions such as cost and side effects.',
        'Strong: uses practical adherence tools and reports a health outcome.',
      ],
    },
  ],
  'Social Worker': [
    {
      id: 'role-social-worker-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Walk me through how you complete a psychosocial assessment with a new client.',
      answer:
        'I start by explaining my role, what the assessment is for, and confidentiality and its limits, ' +
        'including mandated reporting and danger to self or others. I let the client tell their story ' +
        'first, then cover the areas systematically: the presenting problem, family and support system, ' +
        'housing, income and benefits, work or school, physical and mental health, substance use, trauma ' +
        'history, legal issues, and cultural and spiritual factors. I ask about strengths and what has ' +
        'helped before, not only problems. I screen for safety every time, using a structured tool such ' +
        'as the Columbia scale for suicide risk, and asking about violence at home and the safety of any ' +
        "children. I use the client's own words where I can and check my understanding with them. Then " +
        'we agree on priorities that become the service plan goals, I make the first referrals, and I ' +
        'document the assessment promptly.',
      evaluationCriteria: [
        'Strong: explains confidentiality and its limits at the start.',
        'Strong: covers the main life domains and asks about strengths as well as needs.',
        'Strong: screens for suicide risk, violence and child safety with a structured approach.',
        'Strong: turns the assessment into client-agreed goals and documents it promptly.',
      ],
    },
    {
      id: 'role-social-worker-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you assess risk and build a safety plan with a client experiencing intimate partner ' +
        'violence who is not ready to leave?',
      answer:
        'I respect her right to decide, because pressure to leave can push a client away, and leaving is ' +
        'often the most dangerous time. I assess lethality with a structured tool such as the Danger ' +
        'Assessment, asking about strangulation, access to guns, threats to kill, escalating violence and ' +
        'recent separation. The safety plan is hers and practical: warning signs, safe rooms and exits, a ' +
        'code word with a trusted person, a bag with documents, medications and money, and numbers such ' +
        'as the National Domestic Violence Hotline and a local advocate. We talk about technology safety, ' +
        'like location sharing and shared accounts, and how protective orders work if she wants one. If ' +
        'children are being harmed or are at risk, I explain my duty as a mandated reporter. I document ' +
        'carefully, keep records where the partner cannot see them, and set a safe way to follow up.',
      evaluationCriteria: [
        'Strong: respects self-determination and knows separation raises risk.',
        'Strong: assesses lethality with specific, evidence-based risk factors.',
        'Strong: builds a concrete, client-owned safety plan, including technology safety.',
        'Strong: handles child safety, mandated reporting and confidential documentation correctly.',
      ],
    },
    {
      id: 'role-social-worker-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A hospital patient is medically ready for discharge today, has nowhere to live, and refuses to ' +
        'go to a shelter. What do you do?',
      answer:
        'I would sit down with the patient and find out why, because the reasons are often solvable: ' +
        'safety, a partner or pet who cannot come, curfews or past experiences. If there is any doubt ' +
        'about decision-making capacity, I would ask the medical team to assess it; if the patient has ' +
        'capacity, the choice is theirs. Then I would work through options quickly: family or friends, a ' +
        'medical respite program, a motel voucher, or a referral to coordinated entry for housing. I ' +
        'would make sure the patient leaves with medications, a follow-up appointment, transportation, ' +
        'weather-appropriate clothing and a phone number to reach us, and I would connect them with a ' +
        'street outreach team. I would also start or check benefits such as Medicaid and SNAP. I would ' +
        "follow the hospital's discharge policy and state rules for patients without housing, keep the team " +
        "informed, and document the plan and the patient's decisions.",
      evaluationCriteria: [
        'Strong: explores the reasons for refusal without judgment.',
        "Strong: involves the team on capacity and respects a capable patient's choice.",
        'Strong: offers concrete alternatives and links to housing, outreach and benefits.',
        'Strong: ensures medications, follow-up and transport, follows policy and documents.',
      ],
    },
    {
      id: 'role-social-worker-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you advocated for a client with another agency or system.',
      answer:
        'Situation: A mother of three on my caseload had lost her job and owed $2,400 in back rent, and ' +
        'her eviction hearing was 10 days away. Task: I needed to help her keep her housing while she ' +
        'found work. Action: The same day, I helped her apply for county emergency rental assistance and ' +
        'gathered her lease, pay stubs and the court notice. I called the program, explained the hearing ' +
        'date and asked for expedited review. With her permission I contacted the landlord to propose ' +
        'that the arrears be paid once the funds were approved, and referred her to legal aid, who asked ' +
        'the court for a continuance. I also helped her apply for SNAP and unemployment benefits. Result: ' +
        'The assistance was approved in eight days, the landlord dismissed the eviction, and the family ' +
        'stayed housed. Six months later she was working and current on rent.',
      evaluationCriteria: [
        'Strong: acts quickly on a deadline and gathers what the other system needs.',
        "Strong: advocates directly and respectfully, with the client's consent.",
        'Strong: uses several resources together, such as legal aid and benefits.',
        'Strong: reports a concrete, lasting outcome for the client.',
      ],
    },
  ],
  Teacher: [
    {
      id: 'role-teacher-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your class has reading levels that range from two grades below to two grades above grade level. ' +
        'How do you differentiate a lesson?',
      answer:
        'I keep the same learning goal for everyone, such as understanding how an author builds an ' +
        'argument, and vary the path to it. I start with data from recent assessments to form flexible ' +
        'groups, which change depending on the skill, so students are not labeled permanently. For ' +
        'reading, I provide texts on the same topic at different levels, or the same text with support, ' +
        'such as audio, vocabulary previews, or a guided reading organizer. Students who are ahead get ' +
        'more complex texts or extension questions that require deeper analysis, not just more work. ' +
        'During independent work, I meet with small groups for targeted instruction. I use exit tickets ' +
        'to check who reached the goal and adjust the next day. I also give students some choice in how ' +
        'they show learning, such as writing or presenting, while holding everyone to the same standard.',
      evaluationCriteria: [
        'Strong: maintains a common learning goal while varying support.',
        'Strong: uses assessment data to form flexible groups.',
        'Strong: gives specific strategies for struggling and advanced readers.',
        'Strong: checks understanding with formative assessment and adjusts.',
      ],
    },
    {
      id: 'role-teacher-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "Describe your classroom management system, and how you respond when a student's behavior " +
        'escalates.',
      answer:
        'My system is based on prevention. In the first weeks I teach and practice routines, such as ' +
        'entering the room, transitions, and asking for help, as explicitly as any content, and I build ' +
        'relationships by greeting students at the door and learning about their interests. I give much ' +
        'more positive, specific feedback than corrections. When behavior problems happen, I start with ' +
        'the least intrusive response: proximity, eye contact, or a quiet reminder, so instruction ' +
        'continues. If it continues, I talk to the student privately, not in front of the class, which ' +
        'often escalates things. If a student becomes very upset, I stay calm, lower my voice, give ' +
        "space and choices, and avoid power struggles, following the school's de-escalation procedures " +
        "and calling for support if anyone's safety is at risk. Afterward, I have a restorative " +
        'conversation with the student, contact the family, and look for patterns, working with the ' +
        'counselor if a behavior plan is needed.',
      evaluationCriteria: [
        'Strong: emphasizes prevention through taught routines and relationships.',
        'Strong: uses a graduated response starting with least intrusive interventions.',
        'Strong: de-escalates calmly, avoiding public confrontation and power struggles.',
        'Strong: follows up with restorative conversation, family contact, and support staff.',
      ],
    },
    {
      id: 'role-teacher-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "A parent sends you an angry email demanding that you change their child's grade on a major " +
        'project. What do you do?',
      answer:
        'I would not respond in anger or in a long email. I would reply briefly, thanking them for ' +
        'reaching out and offering a phone call or meeting to discuss it. Before the meeting, I would ' +
        'review the project, the rubric, and my comments, and check that I graded it consistently with ' +
        'other students. In the meeting, I would listen first, since they may have information I do not, ' +
        'such as a family situation or a misunderstanding about the instructions. Then I would explain ' +
        'the grade using the rubric and specific examples from the work. If I made a mistake, I would ' +
        'correct it. If the grade is fair, I would explain why I cannot change it, but look for a ' +
        'constructive way forward, such as how the student can improve on the next project, or a ' +
        'revision opportunity if my policy allows it for everyone. I would keep my administrator ' +
        'informed if the situation escalates.',
      evaluationCriteria: [
        'Strong: responds calmly and moves the conversation to a call or meeting.',
        'Strong: reviews the grade for accuracy and consistency beforehand.',
        'Strong: explains using the rubric and corrects genuine mistakes.',
        'Strong: offers a constructive path forward and informs administration if needed.',
      ],
    },
    {
      id: 'role-teacher-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you helped a struggling student make real progress.',
      answer:
        'Situation: In my seventh-grade math class, a student was failing, rarely completed homework, ' +
        'and had started acting out during lessons. Task: I wanted to understand what was happening and ' +
        'help him catch up before the end of the semester. Action: I met with him during lunch and ' +
        'discovered that he had significant gaps with fractions, which made most of our lessons ' +
        'impossible to follow, and that he felt embarrassed. I gave him a short diagnostic, and worked ' +
        'with our intervention teacher to give him 20 minutes of targeted practice three times a week. ' +
        'In class, I gave him tasks where he could succeed, and praised his effort privately. I also ' +
        'called his mother to share positive news, not just problems. Result: Within eight weeks, his ' +
        'quiz scores rose from around 40 percent to around 75 percent, the disruptions stopped, and he ' +
        'passed the semester.',
      evaluationCriteria: [
        'Strong: investigates the root cause of the struggle.',
        'Strong: uses diagnostic assessment and targeted intervention.',
        'Strong: addresses motivation and confidence as well as skills.',
        'Strong: involves family and reports measurable progress.',
      ],
    },
  ],
  'School Administrator': [
    {
      id: 'role-school-administrator-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you run a teacher observation cycle that actually improves instruction?',
      answer:
        'I start with a short pre-conference to agree on a focus tied to the evaluation rubric, such as ' +
        "the Danielson framework or the state's model, and to the teacher's own goals. During the " +
        'observation I script low-inference evidence, meaning what the teacher and students say and do, ' +
        'and I look at student work, rather than writing judgments. Afterward I tag the evidence to rubric ' +
        'components. I hold the post-conference within a day or two, start by asking the teacher to ' +
        'reflect, share the evidence, and agree on one or two high-leverage action steps, often practicing ' +
        'a move or planning the next lesson together. Then I follow up with short walkthroughs to see the ' +
        'change in practice, and connect the teacher with the instructional coach or PLC where that helps. ' +
        'I calibrate ratings with the other administrators and meet every timeline in the evaluation system ' +
        'and the bargaining agreement.',
      evaluationCriteria: [
        'Strong: uses a rubric-aligned focus and collects objective, low-inference evidence.',
        'Strong: gives timely feedback with one or two specific, actionable next steps.',
        'Strong: follows up to see whether practice changed and links teachers to coaching.',
        'Strong: calibrates ratings and follows evaluation and contract timelines.',
      ],
    },
    {
      id: 'role-school-administrator-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "Your school's math proficiency has fallen for three years, most sharply for English learners. " +
        'How do you build the improvement plan?',
      answer:
        'I would start with root causes rather than programs. I would break the results down by grade, ' +
        'standard and student group, and look at interim assessments, course grades and attendance. I ' +
        'would check the master schedule, for example whether English learners miss math for language ' +
        'services, and look at curriculum, vacancies and observation data, and I would talk with teachers ' +
        'and students. From there I would set two or three measurable goals and choose a few strategies: ' +
        'strong instructional materials used well, language supports in math such as vocabulary ' +
        'routines and structured student discussion, data cycles in PLCs, and a protected intervention ' +
        'block within MTSS, backed by coaching. Each strategy gets an owner, a budget, for instance Title I ' +
        'or Title III funds, and progress checks every six to eight weeks on interim data. I would share ' +
        'the plan with staff and families and adjust it based on what the data shows.',
      evaluationCriteria: [
        'Strong: disaggregates the data and looks for root causes, including schedule and staffing.',
        'Strong: picks a few focused strategies, including language supports for English learners.',
        'Strong: sets measurable goals, owners, funding and regular progress monitoring.',
        'Strong: communicates the plan and adjusts it; weak answers just buy a new program.',
      ],
    },
    {
      id: 'role-school-administrator-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A parent calls, furious that her son was suspended after a fight, and insists the other ' +
        'student started it. What do you do?',
      answer:
        'I would listen without interrupting and acknowledge that she is upset and wants her son treated ' +
        'fairly. I would explain how we investigated: statements from both students and witnesses, ' +
        "video if we have it, and the code of conduct we applied. I cannot share the other student's " +
        'discipline, because that is protected under FERPA, and I would tell her so plainly. I would make ' +
        'sure her son had notice of the charge and a chance to give his side, and I would offer a meeting ' +
        'to go over the evidence and hear anything new. If he has an IEP or 504 plan and removals pass 10 ' +
        'school days, a manifestation determination review is required. I would explain her appeal rights ' +
        'and plan a re-entry meeting, possibly a restorative conference between the students, and I would ' +
        'document the conversation.',
      evaluationCriteria: [
        'Strong: listens and de-escalates before explaining the process.',
        "Strong: protects the other student's privacy under FERPA.",
        'Strong: confirms due process and knows the IEP or 504 manifestation determination rule.',
        "Strong: offers a meeting, appeal information and a plan for the student's return.",
      ],
    },
    {
      id: 'role-school-administrator-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you led staff through a change many of them resisted.',
      answer:
        'Situation: As assistant principal of a 900-student middle school, I saw about 1,400 office ' +
        'referrals a year, and many teachers saw schoolwide PBIS as rewarding students for basic ' +
        'behavior. Task: I was asked to lead the rollout and win enough support for it to last. Action: I ' +
        'built a team that included two respected skeptics, and we shared the data: most referrals came ' +
        'from hallways and the cafeteria during transitions. We started with those areas, taught three ' +
        'clear expectations, agreed on what staff handle in class and what comes to the office, and kept ' +
        'the recognition system simple. Each month we showed staff the referral data at faculty ' +
        'meetings and changed what was not working. Result: Referrals fell by 38 percent in the first ' +
        'year and suspensions by a quarter, and staff support in our spring survey rose from 45 to 80 ' +
        'percent.',
      evaluationCriteria: [
        'Strong: understands the reasons for resistance and involves skeptics.',
        'Strong: uses data to focus the change and starts where it matters most.',
        'Strong: sets clear, shared procedures and reviews progress with staff.',
        'Strong: reports measurable results for students and staff buy-in.',
      ],
    },
  ],
  Lawyer: [
    {
      id: 'role-lawyer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "You are reviewing a vendor's contract for your client. How do you approach the indemnification " +
        'and limitation of liability clauses?',
      answer:
        "I start with my client's position and the risks of the deal: what the vendor will do, what data " +
        'or systems it touches, and what could go wrong. For indemnification, I look at who indemnifies ' +
        'whom, for what, usually third-party claims such as intellectual property infringement, data ' +
        'breaches, bodily injury, or violations of law, and the procedure: notice, control of the ' +
        'defense, and settlement approval. I make sure the indemnities cover the real risks, for example ' +
        "an IP indemnity for the vendor's software. For the limitation of liability, I look at the cap, " +
        'often the fees paid in the prior 12 months, and whether it is reasonable compared with the ' +
        'potential damage, as well as the exclusion of consequential damages. The key negotiation point ' +
        'is usually the carve-outs from the cap and exclusion, such as indemnification obligations, ' +
        'breach of confidentiality, data breaches, gross negligence, and willful misconduct. I would ' +
        'also check that the insurance requirements support these obligations.',
      evaluationCriteria: [
        "Strong: starts from the client's position and deal-specific risks.",
        'Strong: analyzes scope and procedure of indemnification.',
        'Strong: evaluates caps and consequential damages exclusions.',
        'Strong: focuses on carve-outs and checks alignment with insurance.',
      ],
    },
    {
      id: 'role-lawyer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your client has just received a letter threatening a lawsuit. What are their preservation ' +
        'obligations, and how do you protect privilege in the early investigation?',
      answer:
        'The duty to preserve relevant evidence arises once litigation is reasonably anticipated, which ' +
        'the letter clearly triggers. I would promptly issue a written litigation hold to the key ' +
        'custodians, explaining what to preserve, including emails, chat messages, documents, and data ' +
        'on phones, and instructing them not to delete anything. I would work with IT to suspend ' +
        'automatic deletion policies and preserve systems of relevant departed employees. I would track ' +
        'acknowledgments and reissue reminders periodically. Failure to preserve electronically stored ' +
        'information can lead to sanctions under Federal Rule of Civil Procedure 37(e), including ' +
        'adverse inferences if there was intent to deprive. For privilege, I would make sure the ' +
        'investigation is directed by counsel, so communications and work product are protected, and ' +
        'label documents accordingly. When interviewing employees, I would give an Upjohn warning, ' +
        'explaining that I represent the company, not them, and that the company controls the privilege. ' +
        'I would also advise the client to limit internal discussion of the dispute.',
      evaluationCriteria: [
        'Strong: recognizes that the duty to preserve begins when litigation is reasonably anticipated.',
        'Strong: describes a complete litigation hold process including IT and automatic deletion.',
        'Strong: knows the sanctions risk for failing to preserve ESI.',
        'Strong: protects privilege through counsel-directed investigation and Upjohn warnings.',
      ],
    },
    {
      id: 'role-lawyer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "During discovery, you find a document that is responsive to the other side's request and " +
        'harmful to your client. The client asks you to leave it out. What do you do?',
      answer:
        'I cannot withhold a responsive, non-privileged document. Professional conduct rules prohibit ' +
        'lawyers from unlawfully obstructing access to evidence or concealing documents, and withholding ' +
        'it could expose the client to court sanctions, adverse inferences, and a much worse outcome ' +
        'than the document itself, and expose me to discipline. First, I would check whether there is a ' +
        'legitimate basis to withhold it: whether it is privileged or work product, in which case it ' +
        'goes on a privilege log, or whether a valid objection to the request applies and was properly ' +
        'asserted. If not, I would explain to the client clearly why it must be produced, and turn the ' +
        'focus to strategy: how to address the document, provide context, and assess its effect on ' +
        'settlement. If the client still insists on concealing it, I would refuse and, if necessary, ' +
        'withdraw from the representation, following the rules for withdrawal.',
      evaluationCriteria: [
        'Strong: refuses to withhold a responsive, non-privileged document.',
        'Strong: checks for legitimate grounds such as privilege or valid objections.',
        'Strong: explains the consequences to the client and shifts to strategy.',
        'Strong: knows withdrawal may be required if the client insists.',
      ],
    },
    {
      id: 'role-lawyer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you explained a complex legal risk to a business client so they could make ' +
        'a decision.',
      answer:
        'Situation: A software client wanted to launch a feature that used customer data to train a ' +
        'recommendation model, and the product team needed a decision in two weeks. Task: I had to ' +
        'explain the privacy risks under their customer contracts and state privacy laws in a way the ' +
        'executives could use. Action: I reviewed the customer agreements and found that about 30 ' +
        'percent restricted use of customer data to providing the service. Rather than sending a long ' +
        'memo, I prepared a one-page summary with three options: launch for all customers, launch only ' +
        'with customers whose contracts allowed it, or update the terms and obtain consent. For each, I ' +
        'listed the risk level, likely consequences, and the work required. I then met with the ' +
        'executives to answer questions. Result: They chose to launch with the customers whose contracts ' +
        'permitted it, and began a contract update, and the feature launched on time.',
      evaluationCriteria: [
        'Strong: identifies the specific legal risks with factual analysis.',
        'Strong: translates analysis into clear options with risks and consequences.',
        'Strong: adapts the format to business decision makers.',
        'Strong: enables a timely decision and reports the outcome.',
      ],
    },
  ],
  Paralegal: [
    {
      id: 'role-paralegal-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you calendar court deadlines and make sure none are missed?',
      answer:
        'I calculate deadlines using the applicable rules: the Federal Rules of Civil Procedure or the ' +
        "state rules, local rules, and any judge's standing order or scheduling order, which can change " +
        'the default deadlines. When counting, I follow the computation rules: for example, under the ' +
        'federal rules, exclude the day of the triggering event, count every day including weekends and ' +
        'holidays, and if the last day falls on a weekend or legal holiday, the deadline moves to the ' +
        'next business day. Where the firm has rules-based docketing software, I use it, but I ' +
        "double-check important calculations. Every deadline goes into the firm's central calendar with " +
        'reminders, such as 30, 14, 7, and 1 days before, and is assigned to the responsible attorney. A ' +
        'second person verifies each entry. I monitor court electronic filing notices daily, because new ' +
        'orders can change deadlines, and I confirm with the attorney whenever a calculation is unclear.',
      evaluationCriteria: [
        'Strong: identifies all sources of deadlines including local rules and scheduling orders.',
        'Strong: knows time computation rules, including weekends and holidays.',
        'Strong: uses a central calendar with reminders and second-person verification.',
        'Strong: monitors court notices and confirms unclear calculations with attorneys.',
      ],
    },
    {
      id: 'role-paralegal-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'Walk me through preparing a document production in discovery.',
      answer:
        'I would start by reviewing the requests for production, our written responses and objections, ' +
        'the protective order, and any ESI protocol, because they set out what to produce and in what ' +
        'format. After collection from custodians and systems, the documents are processed in a review ' +
        'platform, with deduplication and search terms agreed by the attorneys. Reviewers code documents ' +
        'for responsiveness, confidentiality, and privilege. For privileged documents, I prepare the ' +
        'privilege log, listing the date, author, recipients, type of document, and the privilege ' +
        'claimed, with a description that does not reveal the privileged content. Redactions are applied ' +
        'and checked carefully, since improper redactions can expose privileged or confidential ' +
        'information. Produced documents get Bates numbers and confidentiality labels under the ' +
        'protective order, and are exported in the agreed format with load files. I do quality control ' +
        'before sending, such as sampling documents and checking numbering, and prepare a cover letter ' +
        'listing the Bates range. I keep a production log.',
      evaluationCriteria: [
        'Strong: starts from the requests, responses, protective order, and ESI protocol.',
        'Strong: describes review coding and a properly detailed privilege log.',
        'Strong: applies Bates numbering, confidentiality labels, and verified redactions.',
        'Strong: performs quality control and keeps production records.',
      ],
    },
    {
      id: 'role-paralegal-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A client calls and asks you whether they should accept the settlement offer the other side ' +
        'made. The attorney is in trial and unreachable today. What do you do?',
      answer:
        'I would not tell the client whether to accept, because advising a client on their legal ' +
        'decision is practicing law, which paralegals cannot do. I would explain this kindly, so the ' +
        'client does not feel dismissed: the attorney needs to advise them on that decision, and I will ' +
        'make sure they know it is urgent. I can provide factual information, such as the terms of the ' +
        'offer as written and any deadline in it. If the offer has a deadline soon, I would tell the ' +
        'client I will inform the attorney right away, and I would contact the attorney by the method ' +
        'they prefer for urgent matters during trial, such as a message for a break, or reach another ' +
        'attorney on the case. I would document the call, and follow up with the client to tell them ' +
        "when to expect the attorney's call.",
      evaluationCriteria: [
        "Strong: recognizes that advising on the settlement is legal advice outside a paralegal's role.",
        'Strong: communicates the limitation kindly while providing factual information.',
        'Strong: escalates urgently to the attorney or another attorney, considering any deadline.',
        'Strong: documents and follows up with the client.',
      ],
    },
    {
      id: 'role-paralegal-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you managed a large volume of documents under a tight deadline.',
      answer:
        'Situation: In a commercial dispute, the court ordered our client to produce documents from 12 ' +
        'custodians within three weeks, about 180,000 documents after collection. Task: As the lead ' +
        'paralegal, I was responsible for organizing the review and production. Action: I worked with ' +
        'the e-discovery vendor to apply deduplication and the agreed search terms, which reduced the ' +
        'review set to about 45,000 documents. I created review batches by custodian and date, a coding ' +
        'guide with examples, and a daily tracker showing progress for each reviewer. I flagged ' +
        'potentially privileged documents for attorney review early, and started the privilege log as we ' +
        'went rather than at the end. I ran quality control checks on a sample each day, and fixed ' +
        'coding inconsistencies quickly. Result: We produced on time, in two rolling productions, with ' +
        'no clawback requests for privileged documents, and the attorneys used my tracker for later ' +
        'productions.',
      evaluationCriteria: [
        'Strong: uses technology and agreed search terms to reduce volume.',
        'Strong: organizes the work with guides, batches, and progress tracking.',
        'Strong: handles privilege early and performs ongoing quality control.',
        'Strong: delivers on time and reports quality outcomes.',
      ],
    },
  ],
  Chef: [
    {
      id: 'role-chef-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you cost a new menu item and set its price?',
      answer:
        'I start with a standardized recipe listing every ingredient and quantity, including garnishes, ' +
        'sauces, and sides, since those small items add up. For each ingredient, I use the current ' +
        'purchase price adjusted for yield: if a whole salmon costs $9 a pound and yields 60 percent ' +
        'usable fillet, the real cost is $15 per usable pound. I add everything to get the plate cost. ' +
        'Then I divide by our target food cost percentage; for example, a plate cost of $6.30 at a ' +
        'target of 30 percent gives a price of $21. I then adjust for the market, the competition, and ' +
        'how guests perceive the dish. I also look at contribution margin, the dollars each dish earns, ' +
        'not just the percentage, since a steak with a higher food cost percentage can still earn more ' +
        'per plate. Menu engineering combines margin and popularity to decide which items to promote or ' +
        'change, and I update costs when supplier prices change.',
      evaluationCriteria: [
        'Strong: uses standardized recipes including garnishes and sides.',
        'Strong: adjusts ingredient cost for yield with correct arithmetic.',
        'Strong: calculates price from a target food cost percentage correctly.',
        'Strong: considers contribution margin, menu engineering, and price updates.',
      ],
    },
    {
      id: 'role-chef-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'Walk me through how you cool a large batch of stock or chili safely.',
      answer:
        'Large batches are a classic food safety risk, because bacteria such as Clostridium perfringens ' +
        'grow rapidly between 135 and 41 degrees Fahrenheit. Under the FDA Food Code, cooked food must ' +
        'be cooled from 135 to 70 degrees within 2 hours, and from 70 to 41 degrees or below within a ' +
        'total of 6 hours. A large, deep pot in a walk-in cooler will not meet that. So I would divide ' +
        'the food into shallow pans, about two inches deep, or smaller containers, and use an ice bath, ' +
        'ice paddles, or a blast chiller, stirring to release heat, and leaving the pans loosely covered ' +
        'until cooled. I would check and record temperatures with a calibrated thermometer on a cooling ' +
        'log, for example at the 2-hour mark. If the food has not reached 70 degrees within 2 hours, the ' +
        'corrective action is to reheat it to 165 degrees and restart cooling, or throw it out. This is ' +
        'a critical control point in our HACCP plan, and I train the team on it.',
      evaluationCriteria: [
        'Strong: states correct Food Code cooling times and temperatures.',
        'Strong: uses effective methods such as shallow pans, ice baths, and blast chillers.',
        'Strong: monitors with calibrated thermometers and a cooling log.',
        'Strong: knows corrective actions when limits are missed and treats it as a HACCP critical ' +
          'control point.',
      ],
    },
    {
      id: 'role-chef-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'During a busy service, a guest with a severe nut allergy orders a dish. A cook says it is safe, ' +
        'but you are not sure about one sauce from a supplier. What do you do?',
      answer:
        'I would not serve the dish until I am sure, because guessing with a severe allergy could be ' +
        "fatal. I would check the supplier's label and specification sheet for the sauce, including " +
        'warnings about shared facilities or may contain statements. If I cannot confirm it is safe ' +
        'quickly, I would tell the server to inform the guest honestly that we cannot guarantee that ' +
        'dish, and suggest a dish that I can confirm, or prepare a version without the sauce. For the ' +
        'allergy order, I would follow our allergy procedure: one cook handles the dish from start to ' +
        'finish, with cleaned equipment and surfaces, fresh gloves, separate utensils, and the ticket ' +
        'clearly marked, and ideally the chef or manager delivers it and confirms with the guest. ' +
        'Afterward, I would update our allergen matrix to include that sauce, and train the team, since ' +
        'a cook guessing is a sign our allergen information is not clear enough.',
      evaluationCriteria: [
        'Strong: refuses to serve until the sauce is confirmed safe.',
        'Strong: checks labels and specifications, including cross-contact warnings.',
        'Strong: communicates honestly with the guest and offers a confirmed safe alternative.',
        'Strong: follows a strict allergen preparation procedure and updates the allergen matrix and ' +
          'training.',
      ],
    },
    {
      id: 'role-chef-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you developed a new menu or dish that succeeded.',
      answer:
        "Situation: Our restaurant's lunch sales had fallen 15 percent after a fast-casual competitor " +
        'opened nearby, and our lunch menu took too long for office workers. Task: The owner asked me to ' +
        'create a lunch menu that could be served in under 15 minutes while keeping our quality and food ' +
        'cost around 30 percent. Action: I studied ticket times and found that our slowest dishes needed ' +
        'several cooking methods at the last minute. I designed eight dishes built from components we ' +
        'already prepared for dinner, such as braised meats and sauces, which reduced waste too. I ' +
        'costed every dish, tested them with staff and a group of regular guests, and trained the line ' +
        'on a new station setup. Result: Average lunch ticket time fell from 24 to 12 minutes, lunch ' +
        'covers rose by 30 percent within two months, and food cost for lunch came in at 28 percent.',
      evaluationCriteria: [
        'Strong: starts from a clear business problem and constraints.',
        'Strong: designs dishes around kitchen workflow and existing components.',
        'Strong: costs and tests dishes before launch.',
        'Strong: reports results on speed, sales, and food cost.',
      ],
    },
  ],
  'Restaurant Manager': [
    {
      id: 'role-restaurant-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you control beverage costs and prevent losses at the bar?',
      answer:
        'I start by tracking pour cost: the cost of alcohol used divided by beverage sales, by category, ' +
        'since liquor, beer, and wine have different targets, often around 18 to 24 percent for liquor. ' +
        'I take a physical inventory weekly, measuring open bottles consistently, and compare actual ' +
        'usage with what the point-of-sale system says was sold, to find variances by product. A large ' +
        'variance in one product suggests overpouring, free drinks, or theft. I reduce these risks with ' +
        'standardized recipes, jiggers or measured pours, and clear rules for comps, which must be ' +
        'entered in the POS with a reason and approved by a manager. I review void and comp reports for ' +
        'patterns by employee. I also control purchasing and storage: a locked storeroom, limited ' +
        'access, and checking deliveries against invoices. Finally, I involve bartenders by sharing the ' +
        'numbers and goals, since most want to do things right.',
      evaluationCriteria: [
        'Strong: calculates and tracks pour cost by category with reasonable targets.',
        'Strong: compares physical inventory usage with POS sales to find variances.',
        'Strong: controls pours, comps, and voids with standards and reporting.',
        'Strong: secures storage and purchasing, and engages bar staff.',
      ],
    },
    {
      id: 'role-restaurant-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "Your restaurant's prime cost is 68 percent of sales. How would you bring it below 60 percent?",
      answer:
        'Prime cost is the cost of goods sold plus total labor cost, including payroll taxes and ' +
        'benefits, and many full-service restaurants aim for about 60 to 65 percent or lower. First, I ' +
        'would break it down: food cost, beverage cost, and labor by front and back of house, and ' +
        'compare each with targets and past periods, to see where the gap is. For food, I would check ' +
        'recipe costs against current supplier prices, portion control, waste logs, ordering and ' +
        'inventory levels, and theft, and use menu engineering to promote high-margin dishes and fix or ' +
        'remove low-margin ones. Prices may need to rise on some items. For labor, I would schedule ' +
        'according to sales forecasts by hour, track sales per labor hour, reduce overtime, and ' +
        'cross-train staff. I would also look at the sales side, because higher sales with fixed labor ' +
        'lowers the percentage. I would set weekly targets and review them with the team, since ' +
        'improvements must be sustained.',
      evaluationCriteria: [
        'Strong: defines prime cost correctly and breaks it into components.',
        'Strong: lists specific food cost levers including recipe costing, portions, waste, and menu ' +
          'engineering.',
        'Strong: addresses labor through forecast-based scheduling and productivity metrics.',
        'Strong: considers revenue and pricing, and tracks weekly with the team.',
      ],
    },
    {
      id: 'role-restaurant-manager-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A large party is celebrating, and one guest who is visibly intoxicated asks the server for ' +
        'another round. What do you do?',
      answer:
        'Serving alcohol to a visibly intoxicated person is illegal in most states, and the restaurant ' +
        'and server can be held liable under dram shop laws if the guest injures someone, so I would ' +
        'support the server and handle it myself. I would speak to the guest privately and respectfully, ' +
        'not in front of the group, and explain that we cannot serve them more alcohol, offering water, ' +
        'food, or a nonalcoholic drink. The rest of the party can continue, but we make sure no one ' +
        'passes the intoxicated guest drinks. I would stay calm, avoid arguing, and involve a friend in ' +
        'the party who can help. If the guest plans to drive, I would try to arrange a taxi or ride, ' +
        'and, if they insist on driving, follow our policy, which may include calling the police. I ' +
        'would document the incident and review with staff whether the guest was overserved earlier.',
      evaluationCriteria: [
        'Strong: knows it is illegal and a liability to serve a visibly intoxicated person.',
        'Strong: handles it privately and respectfully while supporting the server.',
        'Strong: offers alternatives and prevents drinks from being passed to the guest.',
        'Strong: prevents drunk driving, documents, and reviews how overservice happened.',
      ],
    },
    {
      id: 'role-restaurant-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you turned around a service that was going badly wrong.',
      answer:
        'Situation: On a fully booked Saturday with about 180 covers, our dish machine broke down at 7 ' +
        'p.m., and two servers had already called out. Task: As the manager on duty, I needed to keep ' +
        "service running safely and protect the guests' experience. Action: I called the repair " +
        "company's emergency line, then set up the three-compartment sink for manual washing, checking " +
        'the sanitizer concentration with test strips, and moved our prep cook to wash. I asked the ' +
        'kitchen to remove two dishes that needed special plates, rebuilt the server sections, and ran ' +
        'food myself. I told the hosts to space out seating by ten minutes and to let arriving guests ' +
        'know about a short delay, and we sent a complimentary dessert to tables that waited longest. ' +
        'Result: We served 172 covers, average ticket times rose by only about six minutes, and we ' +
        'received two complaints all night. Afterward, I added a backup washing plan and an on-call list ' +
        'for staff to our procedures.',
      evaluationCriteria: [
        'Strong: stays calm and prioritizes food safety while solving the problem.',
        'Strong: reallocates staff and simplifies the menu or service to match capacity.',
        'Strong: communicates proactively with guests and recovers goodwill.',
        'Strong: reports the outcome and adds preventive procedures.',
      ],
    },
  ],
  'Hotel Manager': [
    {
      id: 'role-hotel-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Explain occupancy, ADR, and RevPAR, and how you would use them to make pricing decisions.',
      answer:
        'Occupancy is rooms sold divided by rooms available. Average daily rate, or ADR, is room revenue ' +
        'divided by rooms sold. RevPAR, revenue per available room, is room revenue divided by rooms ' +
        'available, which equals occupancy times ADR. For example, a 120-room hotel that sells 90 rooms ' +
        'at an average of $150 has 75 percent occupancy, an ADR of $150, and a RevPAR of $112.50. RevPAR ' +
        'matters because it balances rate and occupancy: raising prices might lower occupancy, and ' +
        'discounting fills rooms but at lower rates. I would use demand forecasts, booking pace compared ' +
        'with last year, local events, and competitor rates to set prices by date, raising rates when ' +
        'demand is strong and using promotions or length-of-stay conditions in weaker periods. I would ' +
        'also compare our results with a competitive set, using indexes such as RevPAR index, and ' +
        'consider distribution costs like online travel agency commissions, which affect the profit from ' +
        'each booking.',
      evaluationCriteria: [
        'Strong: defines occupancy, ADR, and RevPAR correctly with accurate arithmetic.',
        'Strong: explains the trade-off between rate and occupancy.',
        'Strong: uses forecasts, booking pace, events, and competitor data for pricing.',
        'Strong: benchmarks against a competitive set and considers distribution costs.',
      ],
    },
    {
      id: 'role-hotel-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How would you prepare the annual operating budget for a full-service hotel?',
      answer:
        'I would start with the revenue forecast, since most costs depend on it. For rooms, I would ' +
        'forecast occupancy and ADR by month and by segment, such as transient, group, and contract ' +
        'business, based on history, booked business on the books, market trends, and planned events or ' +
        'renovations. Food and beverage revenue comes from restaurant covers and group catering. Then I ' +
        'would budget departmental expenses, with labor, the largest cost, based on productivity ' +
        'standards, such as housekeeping minutes per occupied room, and fixed staffing levels. Other ' +
        'costs include supplies, commissions, and utilities. Undistributed expenses cover ' +
        'administration, sales and marketing, maintenance, and energy. This gives gross operating ' +
        'profit. I would consider flow-through, how much of each additional revenue dollar reaches ' +
        'profit, and include the reserve for furniture, fixtures, and equipment replacement, often ' +
        'around 4 percent of revenue. I would review the budget with department heads so they own it, ' +
        'and present it to the owner with assumptions and risks.',
      evaluationCriteria: [
        'Strong: builds the revenue forecast by segment using history and business on the books.',
        'Strong: budgets labor with productivity standards and separates fixed from variable costs.',
        'Strong: includes undistributed expenses, GOP, flow-through, and the FF&E reserve.',
        'Strong: involves department heads and presents assumptions and risks to the owner.',
      ],
    },
    {
      id: 'role-hotel-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'The hotel is overbooked, and you must move a guest to another hotel at 11 p.m. The guest is a ' +
        'loyalty program member. What do you do?',
      answer:
        'I would try to avoid walking a loyalty member, following our policy, by checking for no-shows, ' +
        'early departures, and out-of-order rooms that could be fixed quickly. If someone must be ' +
        'walked, I would first contact a comparable or better nearby hotel to secure a room. Then I ' +
        'would speak with the guest personally, in a private area, apologize sincerely, and explain ' +
        'clearly what we have arranged. The standard is that we pay for the room at the other hotel, ' +
        'transportation both ways, and a phone call, and most brands have specific compensation for ' +
        'loyalty members, such as points. I would invite them to return the next day with an upgrade, ' +
        'and make sure the morning team knows. I would note the guest profile so the next stay is ' +
        'excellent. Afterward, I would review why the hotel was overbooked, whether our overbooking ' +
        'levels are too high for current no-show rates.',
      evaluationCriteria: [
        'Strong: tries to avoid walking the guest through room recovery options.',
        'Strong: arranges a comparable hotel and covers room and transport costs.',
        'Strong: handles the conversation personally and applies loyalty compensation.',
        'Strong: follows up on the next stay and reviews overbooking levels.',
      ],
    },
    {
      id: 'role-hotel-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you improved guest satisfaction or online review scores.',
      answer:
        "Situation: Our 200-room hotel's online review score had fallen from 8.6 to 7.9 over a year, and " +
        'we had dropped to the bottom of our competitive set. Task: I set a goal of returning to 8.5 ' +
        'within nine months. Action: I analyzed 600 recent reviews by theme and found that the most ' +
        'common complaints were slow check-in during the afternoon peak and room cleanliness on ' +
        'weekends, not the rooms themselves. I adjusted front desk schedules to add a staff member from ' +
        '3 to 7 p.m., introduced mobile check-in, and worked with housekeeping to change weekend ' +
        'staffing and add a supervisor inspection for a sample of rooms. I also started responding ' +
        'personally to reviews within 48 hours. Result: The score rose to 8.7 in eight months, we moved ' +
        'to second in our competitive set, and RevPAR index improved by 6 points as we could raise ' +
        'rates.',
      evaluationCriteria: [
        'Strong: analyzes reviews by theme to find specific problems.',
        'Strong: makes operational changes targeted at those problems.',
        'Strong: engages with reviews and guests directly.',
        'Strong: reports score and business results.',
      ],
    },
  ],
  'Construction Manager': [
    {
      id: 'role-construction-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: "How do you manage RFIs and change orders to protect a project's budget and schedule?",
      answer:
        'I keep a log of every request for information with the date submitted, the required response ' +
        'date, and the responsible party, and I push for timely answers, because late RFIs can delay ' +
        'critical work. When an RFI response or owner request changes the scope, I check the contract: ' +
        'the notice requirements, the deadlines for giving notice, and the pricing rules, such as ' +
        'allowed markups. I give written notice promptly, since missing the notice period can lose the ' +
        'right to compensation. I get pricing from subcontractors and assess the schedule impact on the ' +
        'critical path, then submit a change order request with the cost and time. Ideally, the owner ' +
        'approves it before the work is done; if work must proceed, I use a written change directive or ' +
        'track time and materials. I track all pending and approved changes against the budget and ' +
        'contingency, and review the log with the owner regularly, so there are no surprises at the end.',
      evaluationCriteria: [
        'Strong: tracks RFIs with response dates and pushes for timely answers.',
        'Strong: follows contract notice requirements and deadlines.',
        'Strong: prices changes and assesses schedule impact on the critical path.',
        'Strong: gets written approval or directives and tracks changes against budget and contingency.',
      ],
    },
    {
      id: 'role-construction-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How do you build and run an effective safety program on a construction site?',
      answer:
        'It starts with a site-specific safety plan based on OSHA construction standards and the ' +
        "project's hazards, such as excavations, work at height, cranes, and electrical work. Before " +
        'each activity starts, the crew prepares a job hazard analysis. Fall protection is critical, ' +
        'since falls are the leading cause of construction deaths: OSHA generally requires protection at ' +
        '6 feet or more in construction, through guardrails, safety nets, or personal fall arrest ' +
        'systems. I make sure competent persons are designated for areas such as excavations and ' +
        'scaffolding, and that they inspect them daily. I prequalify subcontractors on their safety ' +
        'record, such as their experience modification rate. Daily inspections, weekly toolbox talks, ' +
        'and near-miss reporting help catch problems before injuries happen. Everyone has stop-work ' +
        'authority. When incidents happen, we investigate root causes, not just blame. I track leading ' +
        'indicators, such as inspections and near misses, not only injury rates, and I lead by example ' +
        'on the site.',
      evaluationCriteria: [
        'Strong: bases the program on a site-specific plan and job hazard analyses.',
        'Strong: knows key OSHA requirements such as 6-foot fall protection and competent persons.',
        'Strong: prequalifies subcontractors and uses inspections, toolbox talks, and near-miss reporting.',
        'Strong: gives stop-work authority, investigates root causes, and tracks leading indicators.',
      ],
    },
    {
      id: 'role-construction-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Late in the project, the owner requests a design change that will delay completion by three ' +
        'weeks but refuses to pay for acceleration or accept a later date. What do you do?',
      answer:
        'I would analyze the change first: the cost, the effect on the critical path, and whether any ' +
        'work could be resequenced to reduce the delay. Then I would meet with the owner and explain, ' +
        'with the schedule analysis, that the change causes the delay and that under the contract a ' +
        'change in scope normally entitles us to an adjustment of both price and time. I would present ' +
        'clear options: accept the change with a time extension, pay for acceleration such as overtime ' +
        'or additional crews, reduce or defer the change, for example completing it after substantial ' +
        'completion, or find other scope to reduce. I would give written notice of the delay and cost as ' +
        'required by the contract, to protect our rights. If the owner still refuses, I would not start ' +
        "the changed work without written direction, and involve our company's leadership or legal team. " +
        'Clear documentation matters in case of a later claim.',
      evaluationCriteria: [
        'Strong: analyzes the cost and critical path impact of the change.',
        'Strong: explains contractual rights to time and cost adjustments.',
        'Strong: offers practical options such as resequencing, acceleration, or deferral.',
        'Strong: gives required written notice and avoids proceeding without written direction.',
      ],
    },
    {
      id: 'role-construction-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you got a construction project back on schedule.',
      answer:
        'Situation: I took over a four-story medical office building that was five weeks behind schedule ' +
        'because of a late steel delivery and wet weather, with tenants scheduled to move in on a fixed ' +
        'date. Task: I needed to recover the schedule without large cost increases. Action: I reviewed ' +
        'the schedule with the superintendent and subcontractors and found that interior work on the ' +
        'lower floors could start before the building was fully enclosed if we temporarily protected ' +
        'those floors. We resequenced work so trades could work on multiple floors at once, and started ' +
        'weekly planning meetings with foremen to commit to tasks for the following week and fix ' +
        'constraints early. I negotiated a second shift for drywall, partly paid by the owner in ' +
        'exchange for keeping the date. Result: We recovered four of the five weeks, the tenants moved ' +
        'in on time with the remaining work finished after hours, and costs increased by less than 1 ' +
        'percent.',
      evaluationCriteria: [
        'Strong: analyzes the schedule to find resequencing opportunities.',
        'Strong: involves subcontractors and foremen in short-term planning.',
        'Strong: uses targeted acceleration with negotiated costs.',
        'Strong: reports schedule recovery and cost outcomes.',
      ],
    },
  ],
  Electrician: [
    {
      id: 'role-electrician-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you size the conductors and breaker for a 32-amp continuous load, such as an EV charger?',
      answer:
        'Under the National Electrical Code, a continuous load is one that runs for three hours or more, ' +
        'and the branch circuit conductors and overcurrent device must be rated for at least 125 percent ' +
        'of the continuous load. 32 amps times 1.25 is 40 amps, so I would use a 40-amp breaker. For the ' +
        'conductors, I check ampacity in the NEC tables at the temperature rating of the terminations, ' +
        'usually 60 or 75 degrees Celsius. 8 AWG copper is rated 40 amps at 60 degrees and 50 amps at 75 ' +
        'degrees, so it works either way, and it also works for NM cable, which is limited to the ' +
        '60-degree rating. Then I apply adjustments: ambient temperature correction, for example in a ' +
        'hot attic, and adjustment for more than three current-carrying conductors in a raceway, which ' +
        "may require a larger wire. I also check voltage drop on long runs, following the manufacturer's " +
        'installation instructions, and local amendments.',
      evaluationCriteria: [
        'Strong: applies the 125 percent rule for continuous loads correctly.',
        'Strong: selects conductors considering termination temperature ratings.',
        'Strong: accounts for ambient temperature correction and conductor bundling adjustments.',
        'Strong: considers voltage drop, manufacturer instructions, and local codes.',
      ],
    },
    {
      id: 'role-electrician-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'A GFCI receptacle on a kitchen circuit keeps tripping. How do you troubleshoot it?',
      answer:
        'A GFCI trips when it detects a difference of about 5 milliamps between the hot and neutral, ' +
        'meaning current is leaking to ground somewhere. First, I ask when it trips: with a specific ' +
        'appliance, during rain, or randomly. I unplug everything on the circuit, including downstream ' +
        'outlets, reset it, and see if it holds. If it does, I plug appliances in one at a time, since a ' +
        'faulty appliance, such as an old refrigerator or kettle, is a common cause. If it trips with ' +
        'nothing plugged in, the problem is in the wiring. I check that line and load connections are ' +
        'correct, and look for moisture in boxes, especially outdoors or near sinks. A common wiring ' +
        'cause is a neutral downstream connected to ground, or a shared neutral from another circuit. ' +
        'With the power off and loads disconnected, I test the downstream wiring with an insulation ' +
        'resistance tester. If the wiring is good, the GFCI itself may be faulty, so I replace it and ' +
        'test.',
      evaluationCriteria: [
        'Strong: explains GFCI operation and the leakage threshold.',
        'Strong: isolates appliances from wiring systematically.',
        'Strong: checks wiring causes such as line and load reversal, moisture, and neutral-to-ground ' +
          'faults.',
        'Strong: uses an insulation resistance test and tests after repair.',
      ],
    },
    {
      id: 'role-electrician-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'The foreman tells you to replace a breaker in a live panel to avoid shutting down a production ' +
        'line. What do you do?',
      answer:
        'I would not do the work energized just for convenience. Under NFPA 70E and OSHA rules, ' +
        'energized work is only justified when de-energizing creates a greater hazard or is infeasible, ' +
        'for example life-support equipment, and inconvenience or lost production does not meet that ' +
        'standard. Even then, it requires an energized electrical work permit, an arc flash and shock ' +
        'risk assessment, the correct PPE, and qualified workers. I would explain this to the foreman ' +
        'calmly, including the risk: an arc flash can cause severe burns or death. Then I would help ' +
        'solve the problem: plan the work for a scheduled shutdown, such as a shift change or weekend, ' +
        'prepare everything in advance so the outage is as short as possible, and coordinate with the ' +
        'production manager. When we do the work, I follow lockout and tagout, and verify absence of ' +
        'voltage with a tested meter, checking it on a known live source before and after. If pressured ' +
        'further, I would escalate to the safety manager.',
      evaluationCriteria: [
        'Strong: refuses energized work for convenience and knows the NFPA 70E justification criteria.',
        'Strong: knows requirements for permits, risk assessment, and PPE when energized work is justified.',
        'Strong: proposes a planned shutdown that minimizes production impact.',
        'Strong: follows lockout and tagout with proper voltage verification, and escalates if pressured.',
      ],
    },
    {
      id: 'role-electrician-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you found a code violation or safety hazard on a job.',
      answer:
        'Situation: I was adding circuits in a commercial building and opened a panel that, according to ' +
        'the drawings, had been recently upgraded by another contractor. Task: I needed to make my ' +
        'connections safely, but I noticed something was wrong. Action: I saw that several 20-amp ' +
        'breakers were connected to 14 AWG conductors, which are only allowed on 15-amp circuits in ' +
        'general, creating a fire risk because the wire could overheat before the breaker trips. I ' +
        'stopped, took photos, and checked the rest of the panel, finding six circuits with the problem. ' +
        'I informed my supervisor and the building manager in writing, and recommended replacing the ' +
        'breakers with 15-amp breakers after checking the loads, or running correct wire. I did not ' +
        'simply change the breakers without checking the loads, since that could cause nuisance trips on ' +
        'critical equipment. Result: The owner approved the corrections, we fixed them in a planned ' +
        'shutdown, and the building manager had the other panels inspected.',
      evaluationCriteria: [
        'Strong: identifies a specific code violation and the hazard it creates.',
        'Strong: stops and documents findings thoroughly.',
        'Strong: communicates in writing and proposes a considered fix.',
        'Strong: resolves it in a planned, safe manner with broader follow-up.',
      ],
    },
  ],
  'Automotive Technician': [
    {
      id: 'role-automotive-technician-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A car comes in with the check engine light on and a P0300 random misfire code. Walk me through ' +
        'your diagnosis.',
      answer:
        'I would verify the complaint and check the freeze frame data, which shows the conditions when ' +
        'the code set, such as engine speed, load, and temperature. I would check for other codes, since ' +
        'lean codes like P0171 and P0174 with a random misfire suggest a vacuum leak or fuel delivery ' +
        'problem. I would look at the misfire counters for each cylinder with a scan tool: a random ' +
        'misfire across several cylinders points to a common cause, while one cylinder points to a coil, ' +
        'plug, or injector. I would check fuel trims; high positive trims suggest a lean condition. Then ' +
        'I would test the common causes: a smoke test for vacuum leaks, fuel pressure and volume, mass ' +
        'airflow sensor readings, and the condition of spark plugs. If those are fine, I would do ' +
        'compression or leak-down tests for mechanical problems such as valve timing. I would check ' +
        'technical service bulletins, and after repairing, clear the codes and road test to confirm the ' +
        'fix.',
      evaluationCriteria: [
        'Strong: uses freeze frame data and related codes to narrow the cause.',
        'Strong: uses cylinder misfire counters and fuel trims.',
        'Strong: tests common causes systematically, such as vacuum leaks, fuel pressure, and MAF.',
        'Strong: checks TSBs and verifies the repair with a road test.',
      ],
    },
    {
      id: 'role-automotive-technician-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A customer's battery goes dead after the car sits for two days, and the battery and alternator " +
        'test fine. How do you find the parasitic drain?',
      answer:
        'With the battery fully charged and the charging system confirmed, I would measure the draw with ' +
        'an ammeter in series with the negative battery cable, connecting it without breaking the ' +
        'circuit, for example with a jumper while I attach the meter, because disconnecting can wake ' +
        'modules and restart their sleep timers. I would close the doors with the latches tricked into ' +
        'the closed position, with the key away from the car, and wait for the modules to go to sleep, ' +
        'which can take 20 to 45 minutes or more on modern cars. A normal draw is usually under about 50 ' +
        "milliamps, depending on the manufacturer's specification. If it is higher, I would find the " +
        'circuit by measuring the small voltage drop across each fuse and using a chart to convert it to ' +
        'current, which avoids pulling fuses and waking modules. Then I would trace the circuit to the ' +
        'component, such as an aftermarket accessory, a glove box light, or a module that stays awake, ' +
        'which a scan tool can help identify.',
      evaluationCriteria: [
        'Strong: connects the ammeter without breaking the circuit and waits for modules to sleep.',
        'Strong: knows typical acceptable draw values and refers to manufacturer specifications.',
        'Strong: uses voltage drop across fuses to locate the circuit.',
        'Strong: names common causes including modules that stay awake and aftermarket accessories.',
      ],
    },
    {
      id: 'role-automotive-technician-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'During an inspection, you find the front brake pads worn to 2 millimeters and a rotor below its ' +
        'minimum thickness, but the customer declines the repair. What do you do?',
      answer:
        'I would make sure the customer understands the risk clearly. I would show them the ' +
        'measurements, photos, or the parts themselves, and explain in simple terms that the pads are ' +
        "close to metal-on-metal contact and the rotor is thinner than the manufacturer's minimum, which " +
        'increases stopping distances and the risk of failure, especially in an emergency stop. I would ' +
        'also mention that continuing to drive will damage more parts, which raises the repair cost. I ' +
        'would give an accurate estimate and, if cost is the issue, explain priorities: this is a safety ' +
        'repair that should not wait, while other recommended items can. If they still decline, the ' +
        'vehicle is theirs, so I would document the declined repair on the repair order, noting it as a ' +
        'safety concern, and ask the customer to sign it. I would not pressure them or exaggerate, and I ' +
        'would include it in our follow-up reminders.',
      evaluationCriteria: [
        'Strong: shows evidence and explains the safety risk clearly.',
        'Strong: helps the customer prioritize if cost is the concern.',
        "Strong: respects the customer's decision while documenting the declined safety repair with a " +
          'signature.',
        'Strong: avoids pressure or exaggeration and follows up.',
      ],
    },
    {
      id: 'role-automotive-technician-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you diagnosed an intermittent problem that other technicians could not ' +
        'find.',
      answer:
        'Situation: A pickup truck had come back three times for stalling at random, and other ' +
        'technicians had replaced the crankshaft sensor and fuel pump without fixing it. Task: I was ' +
        'asked to find the real cause before the customer lost confidence in our shop. Action: I asked ' +
        'the customer detailed questions and learned that it happened mostly after driving over rough ' +
        'roads. With a scan tool recording data during a road test, I captured a stall and saw that the ' +
        'crankshaft sensor signal and several other sensors dropped out at the same moment, suggesting a ' +
        'shared power or ground problem rather than a sensor. I performed a wiggle test on the harness ' +
        'and found a corroded ground connection on the engine block that lost contact with vibration. I ' +
        'cleaned and repaired the ground and sealed it. Result: The truck has not stalled since, and the ' +
        'shop started using data recording on road tests for intermittent problems.',
      evaluationCriteria: [
        'Strong: gathers detailed information about when the problem occurs.',
        'Strong: uses data recording to capture the fault as it happens.',
        'Strong: reasons from patterns, such as multiple signals dropping together, to a shared cause.',
        'Strong: verifies the repair and shares the method with the team.',
      ],
    },
  ],
  'Aircraft Maintenance Technician': [
    {
      id: 'role-aircraft-maintenance-technician-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What information must a maintenance record entry contain, and how do you make sure your work ' +
        'follows approved data?',
      answer:
        'Under 14 CFR 43.9, a maintenance record entry must include a description of the work performed, ' +
        'or a reference to data acceptable to the FAA; the date the work was completed; the name of the ' +
        'person who performed it, if different from the person approving it; and, if the work is ' +
        'approved for return to service, the signature, certificate number, and kind of certificate held ' +
        'by the person approving. For my work to follow approved data, I use the current revision of the ' +
        "manufacturer's maintenance manual or other approved or acceptable data, such as service " +
        'bulletins adopted by airworthiness directives, and I check the revision status before starting. ' +
        'I follow the procedures and torque values exactly, use calibrated tools, and record part ' +
        'numbers and serial numbers of parts installed. A major repair or alteration also requires an ' +
        'FAA Form 337 where applicable. If the manual is unclear, I stop and ask, rather than guess.',
      evaluationCriteria: [
        'Strong: lists the required elements of a 43.9 maintenance entry accurately.',
        'Strong: uses current revisions of approved or acceptable data.',
        'Strong: records parts, uses calibrated tools, and follows procedures exactly.',
        'Strong: knows when Form 337 is required and asks rather than guesses.',
      ],
    },
    {
      id: 'role-aircraft-maintenance-technician-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'During an inspection, you find corrosion on a structural component. Walk me through assessing ' +
        'and dispositioning it.',
      answer:
        'I would clean the area and inspect it to determine the type and extent of corrosion, such as ' +
        'surface, pitting, intergranular, or exfoliation corrosion, which can be more severe than it ' +
        "appears. I would check the structural repair manual for the component's allowable damage " +
        'limits. Corrosion is removed using the approved method, such as blending with the specified ' +
        'dimensions and smooth transitions, and I would confirm removal with a nondestructive ' +
        'inspection, such as eddy current, and check for cracks. Then I would measure the remaining ' +
        'material thickness and compare it with the limits. If it is within limits, I would apply the ' +
        'protective treatment specified, such as conversion coating, primer, and corrosion-inhibiting ' +
        'compound, and document everything. If it exceeds the limits, the aircraft needs an approved ' +
        'repair, through engineering or the manufacturer, before return to service. I would also look ' +
        'for the cause, such as blocked drain holes or damaged sealant, and check nearby areas, and ' +
        "report it through the operator's reliability or service difficulty reporting system if " +
        'required.',
      evaluationCriteria: [
        'Strong: identifies corrosion type and extent before removal.',
        'Strong: uses the structural repair manual limits and approved removal methods with NDI ' +
          'confirmation.',
        'Strong: knows that damage beyond limits requires an approved engineering repair.',
        'Strong: applies protective treatment, addresses root cause, documents, and reports as required.',
      ],
    },
    {
      id: 'role-aircraft-maintenance-technician-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'An aircraft is due to depart in 30 minutes, and you find a discrepancy. Your supervisor ' +
        'pressures you to defer it so the flight leaves on time. What do you do?',
      answer:
        'Whether it can be deferred depends on the regulations, not the schedule. I would check whether ' +
        "the item is listed in the operator's approved minimum equipment list. If it is, and the " +
        'conditions are met, it can be deferred properly, which includes completing the required ' +
        'maintenance procedures, such as deactivating and securing the item, placarding it, recording ' +
        'it, and ensuring the flight crew knows of any operational procedures. If it is not in the MEL, ' +
        'or the conditions cannot be met, or it affects airworthiness, such as structural damage or a ' +
        'flight control problem, the aircraft cannot be released until it is fixed. I would explain this ' +
        'clearly to my supervisor, and, if pressured to sign something I believe is wrong, I would ' +
        'refuse, because my signature certifies airworthiness. I would escalate to maintenance control ' +
        'or quality assurance and document the situation. Pressure is one of the well-known human ' +
        'factors that lead to maintenance errors.',
      evaluationCriteria: [
        'Strong: bases the decision on the MEL and airworthiness, not schedule pressure.',
        'Strong: describes proper MEL deferral steps including maintenance procedures and placards.',
        'Strong: refuses to sign for an unairworthy aircraft despite pressure.',
        'Strong: escalates to maintenance control or quality assurance and documents.',
      ],
    },
    {
      id: 'role-aircraft-maintenance-technician-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        "Tell me about a time you caught an error during a shift handover or in another technician's " +
        'work.',
      answer:
        'Situation: I started a night shift taking over a brake assembly replacement on a regional jet, ' +
        'and the turnover sheet said the work was complete except for the final inspection and ' +
        'paperwork. Task: My job was to complete the remaining steps and prepare the aircraft for a ' +
        'morning departure. Action: Before signing anything, I inspected the work myself instead of ' +
        'relying on the turnover sheet. I found that the safety wire on one of the brake assembly bolts ' +
        'was missing, although the task card step was marked as done. I stopped, contacted the ' +
        'technician from the previous shift by phone to confirm what had been completed, installed the ' +
        'safety wire per the manual, and had the inspector check it. I reported it through our safety ' +
        'reporting program, without blame, so the turnover process could be reviewed. Result: The ' +
        'aircraft departed on time and safe, and the shop added a requirement to verify critical steps ' +
        'in person during turnover.',
      evaluationCriteria: [
        'Strong: verifies work personally instead of relying on turnover paperwork.',
        'Strong: contacts the previous technician to clarify what was done.',
        'Strong: completes the work per the manual and gets the required inspection.',
        'Strong: reports through a non-punitive safety system leading to a process improvement.',
      ],
    },
  ],
  Pilot: [
    {
      id: 'role-pilot-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You are flying a twin-engine transport aircraft, and an engine fails just after V1 on takeoff. ' +
        'Walk me through your actions.',
      answer:
        'After V1, the takeoff must continue, because there may not be enough runway left to stop. The ' +
        'first priority is to fly the aircraft: maintain directional control with rudder, rotate at VR ' +
        'to the engine-out pitch attitude, and climb at V2, the takeoff safety speed. With a positive ' +
        'rate of climb, the gear comes up. I would fly the engine-out departure procedure, which may ' +
        'differ from the normal departure, to ensure terrain clearance. Following company procedures, we ' +
        'would take no action on the failed engine until reaching a safe altitude, often around 400 feet ' +
        'above the ground, except flying the aircraft. At acceleration altitude, we would level off or ' +
        'reduce the climb, accelerate, retract flaps on schedule, and climb at the final segment speed. ' +
        'Then, with clear roles between pilot flying and pilot monitoring, we would complete the memory ' +
        'items and checklist, declare an emergency with ATC, and decide whether to return or divert, ' +
        'considering weather, runway length, and landing weight.',
      evaluationCriteria: [
        'Strong: continues the takeoff after V1 and prioritizes aircraft control at V2.',
        'Strong: follows the engine-out departure procedure for obstacle clearance.',
        'Strong: delays non-essential actions until a safe altitude and accelerates at acceleration ' +
          'altitude.',
        'Strong: uses clear crew roles, checklists, and communication, and plans the landing.',
      ],
    },
    {
      id: 'role-pilot-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Weather at your destination is deteriorating during the flight. How do you decide whether to ' +
        'continue or divert, and how does fuel planning support that decision?',
      answer:
        'The decision starts before departure. Under Part 91 IFR rules, an alternate is required unless, ' +
        'from one hour before to one hour after the estimated arrival time, the destination forecast ' +
        'shows a ceiling of at least 2,000 feet and visibility of at least 3 miles. The fuel plan must ' +
        'cover the flight to the destination, then to the alternate, and then 45 minutes at normal ' +
        'cruise, and commercial operators have their own, often stricter, rules. In flight, I would ' +
        'monitor current reports and forecasts for the destination and alternate, ATIS, and pilot ' +
        'reports, and compare them with the approach minimums and my own personal minimums. I would set ' +
        'a decision point in advance, such as a minimum fuel on arrival at which I divert. If the trend ' +
        'is worsening, diverting early, with plenty of fuel and options, is much safer than trying an ' +
        'approach and then diverting with low fuel. I would brief the plan with the crew and inform ATC ' +
        'early.',
      evaluationCriteria: [
        'Strong: knows the alternate requirement rule and IFR fuel reserve requirements.',
        'Strong: monitors weather trends at destination and alternate in flight.',
        'Strong: sets decision points and personal minimums in advance.',
        'Strong: prefers early diversion and communicates with crew and ATC.',
      ],
    },
    {
      id: 'role-pilot-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'As first officer, you see the captain continue an approach that is not stabilized below 1,000 ' +
        'feet in instrument conditions. What do you do?',
      answer:
        'Unstable approaches are a major cause of runway excursions and accidents, and most operators ' +
        'require a go-around if the approach is not stabilized by 1,000 feet in instrument conditions. I ' +
        'would call out the specific deviations clearly, using standard callouts, for example: speed ' +
        'plus 20, sink rate 1,500. If the captain does not correct it, I would escalate assertively, ' +
        'using the crew resource management approach of stating my concern, the problem, and a solution, ' +
        "and then call go around directly. Many operators' procedures require the pilot flying to go " +
        'around when either pilot makes that call. If the captain still continued into an unsafe ' +
        'situation, I would be prepared to take further action according to company procedures. After ' +
        'landing, I would discuss it with the captain professionally, and report it through the safety ' +
        'reporting program, so the organization can learn from it. Staying silent because of rank is ' +
        'exactly what crew resource management training is meant to prevent.',
      evaluationCriteria: [
        'Strong: knows stabilized approach criteria and the go-around requirement.',
        'Strong: uses specific callouts and escalates assertively.',
        'Strong: calls go around directly and knows company procedures for it.',
        'Strong: debriefs professionally and reports through the safety program.',
      ],
    },
    {
      id: 'role-pilot-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you handled an abnormal or emergency situation in flight.',
      answer:
        'Situation: On a night flight with passengers, shortly after leveling at cruise, we received a ' +
        'caution for a hydraulic system low quantity, and the quantity continued to drop. Task: As the ' +
        'pilot monitoring, my role was to run the checklist and manage communication, while the captain ' +
        'flew. Action: We confirmed the indication on other gauges, and I completed the non-normal ' +
        'checklist, which isolated the affected system. We discussed the consequences for landing, ' +
        'including alternate gear extension and longer landing distance, and reviewed the performance ' +
        'data. We chose to divert to a nearby airport with a long runway and emergency services, ' +
        'declared an emergency, and informed the cabin crew and passengers calmly. I briefed the ' +
        'approach, including the alternate gear extension procedure. Result: We landed safely with ' +
        'emergency services standing by, no one was injured, and maintenance found a failed hydraulic ' +
        'line fitting. In the debrief, we noted that dividing roles early made the workload manageable.',
      evaluationCriteria: [
        'Strong: confirms the indication before acting.',
        'Strong: divides roles clearly and follows checklists.',
        'Strong: considers consequences such as landing performance in choosing where to divert.',
        'Strong: communicates with ATC, cabin crew, and passengers, and reflects in a debrief.',
      ],
    },
  ],
  'Truck Driver': [
    {
      id: 'role-truck-driver-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk me through your pre-trip inspection on a tractor-trailer. What do you check, and what ' +
        'would keep the truck from leaving the yard?',
      answer:
        'I follow the same order every time so nothing gets skipped. Under the hood I check fluid levels, ' +
        'leaks, belts, hoses and steering parts. In the cab I start the engine and watch the air build, ' +
        'then check gauges, mirrors, wipers, horn, lights and the emergency equipment: fire extinguisher ' +
        'and three reflective triangles. On the walk-around I check every light, then tires for tread, ' +
        'inflation, cuts and bulges, wheels and lug nuts, springs, brake chambers, slack adjusters, air ' +
        'lines and glad hands, the fifth wheel jaws locked around the kingpin, and the landing gear. Then ' +
        'the air brake test: leakage within limits, the low-air warning coming on before 60 psi, and the ' +
        'spring brakes setting between 20 and 45 psi. Anything that affects safe operation, such as a ' +
        'brake out of adjustment, an air leak, a flat or cut tire, or a bad coupling, goes on the DVIR ' +
        'and gets fixed before the truck moves.',
      evaluationCriteria: [
        'Strong: follows a consistent, complete order covering engine, cab, coupling, tires and lights.',
        'Strong: describes the air brake check with correct warning and spring brake pressures.',
        'Strong: names defects that keep a truck out of service rather than driving on them.',
        'Strong: records defects on the DVIR and gets them repaired; weak answers treat it as a formality.',
      ],
    },
    {
      id: 'role-truck-driver-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Explain the hours-of-service limits for a property-carrying driver, and how you plan a ' +
        'two-day trip around them.',
      answer:
        'After 10 consecutive hours off duty, I can drive up to 11 hours, and not past the 14th hour ' +
        'after I come on duty, even if I take breaks. I need a 30-minute break after 8 cumulative hours ' +
        'of driving. The weekly limit is 60 hours in 7 days or 70 in 8, and a 34-hour restart resets it. ' +
        'The sleeper berth split lets me take at least 7 hours in the berth and a separate period of at ' +
        'least 2 hours, 10 in all, and neither counts against the 14. To plan, I check my hours on the ELD, ' +
        'the appointment times, and the miles at a realistic average speed. Time waiting at a shipper ' +
        'counts against the 14, so I build that in. I plan fuel stops and where I will park for my 10-hour ' +
        'break, because truck parking fills up by evening. If the plan will not work, I tell dispatch ' +
        'early so the appointment can move, rather than running out of hours on the road.',
      evaluationCriteria: [
        'Strong: states the 11-hour, 14-hour, 30-minute, 60/70-hour and 34-hour restart rules correctly.',
        'Strong: understands the sleeper berth split and that detention time uses the 14-hour window.',
        'Strong: plans trips with realistic speeds, fuel and safe parking for the 10-hour break.',
        'Strong: raises problems with dispatch early instead of risking a violation.',
      ],
    },
    {
      id: 'role-truck-driver-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You are an hour from a time-critical delivery when you see a trailer tire losing air, and a ' +
        'high-wind warning has been issued for the road ahead. What do you do?',
      answer:
        'Safety comes before the appointment. I would pull off at the first safe place, a truck stop or ' +
        'a wide shoulder away from curves, turn on the hazard lights and put out my warning triangles if ' +
        'I am on the shoulder. I would check the tire and the one next to it. A tire running low builds ' +
        'heat and can blow out or catch fire, so I would not keep driving on it. I would call the ' +
        "company's breakdown line with my exact location, the tire size and position, and let dispatch " +
        'know so they can warn the receiver. While I wait, I would check the wind forecast. If gusts are ' +
        'strong and my trailer is light, I would stay parked until the warning passes, because a ' +
        'rollover is far worse than a late load. I would log my duty status correctly, note the repair on ' +
        'my inspection report and keep the receipts.',
      evaluationCriteria: [
        'Strong: stops in a safe place, uses hazards and triangles, and does not run on a failing tire.',
        'Strong: calls road service and dispatch with precise information so the receiver is told.',
        'Strong: treats high wind as a reason to wait, especially with a light or empty trailer.',
        'Strong: keeps logs, inspection report and receipts accurate.',
      ],
    },
    {
      id: 'role-truck-driver-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you kept yourself or others safe when something went wrong on the road.',
      answer:
        'Situation: I was hauling a loaded refrigerated trailer west on I-80 in Wyoming in January, with ' +
        'a delivery in Salt Lake City the next morning. Task: I had to decide whether to keep going as ' +
        'conditions changed. Action: At a fuel stop I checked the state road report and saw that the ' +
        'next stretch was closed to light, high-profile vehicles with gusts over 60 miles an hour and ' +
        'icy spots. Even loaded, I did not like the ice. I parked at the truck stop, called my dispatcher ' +
        'with screenshots of the road report, and asked her to move the appointment. I took my 10-hour ' +
        'break there and checked conditions again before leaving. Result: I delivered nine hours late ' +
        'with no damage, and the customer accepted the new time. Several trucks went off the road on ' +
        'that stretch that night. My dispatcher started adding road report checks to winter trip plans ' +
        'for the whole team.',
      evaluationCriteria: [
        'Strong: describes a real safety risk and the information used to judge it.',
        'Strong: chooses safety over schedule and communicates early with dispatch and the customer.',
        'Strong: stays within hours-of-service rules while waiting.',
        'Strong: reports a concrete result and a lasting improvement.',
      ],
    },
  ],
  'Personal Trainer': [
    {
      id: 'role-personal-trainer-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you assess a new client and design their first training program?',
      answer:
        'I start with a health screening, using a tool such as the PAR-Q+, and ask about medical ' +
        'conditions, medications, injuries, and past exercise. If there are risk factors, I ask the ' +
        'client to get medical clearance before we start. Then I learn about their goals, preferences, ' +
        'schedule, and what has or has not worked for them before. The physical assessment includes ' +
        'resting heart rate and blood pressure, basic body measurements if the client is comfortable ' +
        'with them, and a movement assessment, such as an overhead squat, to see mobility and movement ' +
        'patterns, plus simple fitness tests. The first program is conservative: about two to three days ' +
        'a week, full-body, with basic movement patterns, such as squatting, hinging, pushing, and ' +
        'pulling, at a moderate effort, focused on technique. I apply progressive overload gradually, ' +
        'track their workouts, and reassess every four to six weeks to adjust the program.',
      evaluationCriteria: [
        'Strong: uses a health screening and requires medical clearance when indicated.',
        'Strong: learns goals, preferences, and history.',
        'Strong: includes movement and fitness assessments.',
        'Strong: designs a conservative first program with progression and regular reassessment.',
      ],
    },
    {
      id: 'role-personal-trainer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A new client has type 2 diabetes and knee osteoarthritis. How would you design their program?',
      answer:
        'I would get medical clearance and information from their healthcare provider first, including ' +
        'medications, since insulin or sulfonylureas can cause low blood sugar during exercise. If ' +
        'advised, we check blood glucose before exercise, and I make sure they have fast-acting ' +
        'carbohydrates available and know the symptoms of hypoglycemia. I would also ask about ' +
        'neuropathy, and check their footwear and feet, since foot injuries can go unnoticed. For the ' +
        'program, general guidelines suggest about 150 minutes of moderate aerobic activity per week, ' +
        'spread so there are no more than two days in a row without activity, and resistance training ' +
        'two to three days a week. For the knees, I would choose low-impact aerobic options, such as ' +
        'cycling, swimming, or walking on flat surfaces, and strengthen the quadriceps and hip muscles, ' +
        'which can reduce knee pain. I would use a pain rule: mild pain during exercise is acceptable if ' +
        'it goes away within 24 hours. I stay within my scope, and refer to their provider or a physical ' +
        'therapist if symptoms worsen.',
      evaluationCriteria: [
        'Strong: obtains medical clearance and understands medication-related hypoglycemia risk.',
        'Strong: addresses diabetes-specific precautions such as glucose checks and foot care.',
        'Strong: designs low-impact, strength-focused training appropriate for knee osteoarthritis.',
        'Strong: uses a pain monitoring approach and refers out when appropriate.',
      ],
    },
    {
      id: 'role-personal-trainer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A client getting married in eight weeks asks you for a strict meal plan and supplements to lose ' +
        '15 pounds fast. What do you do?',
      answer:
        'I would show that I take their goal seriously, and then be honest about what is safe and ' +
        'realistic. Losing 15 pounds in eight weeks is nearly 2 pounds a week, which is at the upper end ' +
        'of what is generally considered sustainable, and extreme approaches often lead to muscle loss ' +
        'and rebound weight gain. I would also be clear about my scope: in general I can share nutrition ' +
        'guidance based on public guidelines, such as protein intake, vegetables, and reducing sugary ' +
        'drinks, but a specific meal plan, especially with any medical conditions, should come from a ' +
        'registered dietitian, and I would offer a referral. I would not recommend supplements for ' +
        'weight loss, since many are not well regulated and some are unsafe. Then we would set a plan I ' +
        'can help with: consistent training, daily steps, sleep, and tracking, with other measures of ' +
        'progress, such as how they feel and how clothes fit.',
      evaluationCriteria: [
        'Strong: sets realistic and safe expectations for weight loss.',
        'Strong: stays within scope of practice and refers to a registered dietitian for meal plans.',
        'Strong: declines to recommend weight-loss supplements and explains why.',
        'Strong: offers a constructive plan within their role.',
      ],
    },
    {
      id: 'role-personal-trainer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you kept a client motivated who was about to quit.',
      answer:
        'Situation: A client in her fifties had trained with me for three months to improve her energy, ' +
        'but she told me she wanted to stop because the scale had not moved and she felt she was ' +
        'failing. Task: I wanted to help her see her real progress and find a reason to continue that ' +
        'mattered to her. Action: I showed her our records: her squat had gone from bodyweight to 65 ' +
        'pounds, her resting heart rate had dropped, and she had not missed a session. I asked what had ' +
        'changed in her daily life, and she mentioned that she could now carry her grandson up the ' +
        'stairs without stopping. We changed her goals to focus on strength and activities she cared ' +
        'about, such as a hiking trip, and added a monthly progress check with photos and measurements. ' +
        'Result: She continued training for another two years, completed the hike, and referred three ' +
        'friends.',
      evaluationCriteria: [
        'Strong: uses records to show objective progress.',
        "Strong: connects goals to what matters in the client's life.",
        'Strong: adjusts goals and tracking to sustain motivation.',
        'Strong: reports long-term retention and outcomes.',
      ],
    },
  ],
  'Farm Manager': [
    {
      id: 'role-farm-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you plan crop rotation and a soil fertility program for your fields?',
      answer:
        'I would start with soil testing, ideally every two to three years for each field or management ' +
        'zone, measuring pH, phosphorus, potassium, organic matter, and other nutrients as needed. I ' +
        'correct pH with lime first, because nutrient availability depends on it. Then I use university ' +
        'extension recommendations based on the soil test and realistic yield goals, and follow the 4R ' +
        'principles of nutrient stewardship: the right source, rate, time, and place. For nitrogen, I ' +
        'account for credits from the previous crop, such as soybeans before corn, and from manure, ' +
        'which reduces fertilizer costs and nutrient losses. Rotation also breaks pest and disease ' +
        'cycles, for example corn rootworm in continuous corn, and can improve soil structure. Cover ' +
        'crops can reduce erosion and add organic matter. I use yield maps and records by field to ' +
        'adjust rates over time, and I keep nutrient management records required by regulations or ' +
        'programs.',
      evaluationCriteria: [
        'Strong: bases fertility decisions on regular soil testing and corrects pH first.',
        'Strong: applies 4R nutrient stewardship and extension recommendations.',
        'Strong: accounts for nitrogen credits from legumes and manure.',
        'Strong: uses rotation and cover crops for pest and soil benefits, and uses records to adjust.',
      ],
    },
    {
      id: 'role-farm-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How do you manage price risk when marketing your grain crop?',
      answer:
        'I start by knowing my cost of production per bushel, so I know my break-even price, which ' +
        'guides every decision. Crop insurance, such as revenue protection, provides a base level of ' +
        'protection against both yield and price declines, and it also allows me to sell part of the ' +
        'expected crop in advance with more confidence. I make a written marketing plan before planting, ' +
        'with target prices and dates for selling portions of the crop, for example selling 10 to 15 ' +
        'percent at a time when prices reach profitable levels, rather than trying to pick the top. ' +
        'Tools include forward contracts with a local buyer, which lock the price but carry delivery ' +
        'commitments; hedging with futures; and buying put options, which set a price floor while ' +
        'keeping the upside, at the cost of a premium. I also watch the basis, the difference between ' +
        'the local cash price and futures, and consider storage if the market pays to store.',
      evaluationCriteria: [
        'Strong: knows the cost of production and break-even price.',
        'Strong: uses crop insurance as a foundation for marketing.',
        'Strong: describes forward contracts, futures, and options with their trade-offs.',
        'Strong: uses a written plan with incremental sales and considers basis and storage.',
      ],
    },
    {
      id: 'role-farm-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Rain is forecast in three days, your combine breaks down, and 40 percent of the crop is still ' +
        'in the field. What do you do?',
      answer:
        'I would work on several options at once. First, I would call the dealer to get a diagnosis and ' +
        'parts as quickly as possible, and find out a realistic repair time. At the same time, I would ' +
        'contact custom harvesters and neighbors who might have finished their harvest and could rent or ' +
        'lend equipment, since waiting for the repair alone is risky. I would prioritize the fields most ' +
        'at risk from rain, such as crops prone to lodging, shattering, or quality losses, and the ' +
        'highest-value fields. I would check that grain handling and drying can keep up if we harvest ' +
        'faster, and coordinate trucks and labor. Longer hours may be needed, but I would not cut ' +
        'corners on safety, since fatigue causes accidents during harvest. I would also inform our grain ' +
        'buyer if deliveries might change, and review crop insurance requirements in case of losses. ' +
        'Afterward, I would review our equipment maintenance and backup plans.',
      evaluationCriteria: [
        'Strong: pursues repair and alternative harvesting capacity at the same time.',
        'Strong: prioritizes fields based on risk and value.',
        'Strong: coordinates drying, hauling, and labor while protecting safety.',
        'Strong: communicates with buyers, considers insurance, and reviews maintenance planning.',
      ],
    },
    {
      id: 'role-farm-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you adopted a new practice or technology on the farm.',
      answer:
        'Situation: On the 1,800-acre grain farm I managed, fertilizer costs had risen by almost 40 ' +
        'percent in two years, and we applied the same rate across every field. Task: I wanted to reduce ' +
        'fertilizer costs without reducing yields. Action: I worked with an agronomist to grid-sample ' +
        'the soil on our fields and combine the results with three years of yield maps to create ' +
        'management zones. We used variable-rate application to apply more phosphorus and potassium ' +
        'where soil levels were low and less where they were high. To test the approach, we left strips ' +
        'with the old flat rate in several fields, so we could compare. I also trained our operator on ' +
        'the new equipment settings. Result: Fertilizer spending fell by about 18 percent the first ' +
        'year, yields in the test fields were equal or slightly higher than the flat-rate strips, and we ' +
        'expanded variable-rate application to all fields.',
      evaluationCriteria: [
        'Strong: identifies a clear economic problem to solve.',
        'Strong: uses data such as soil sampling and yield maps.',
        'Strong: tests the new practice with comparison strips before full adoption.',
        'Strong: reports measured results and scaling.',
      ],
    },
  ],
  'Environmental Scientist': [
    {
      id: 'role-environmental-scientist-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk me through how you collect a groundwater sample from a monitoring well so that the result ' +
        'can be defended.',
      answer:
        'Before going out, I review the sampling plan: which wells, which analytes, the bottles and ' +
        'preservatives the laboratory requires, holding times, and the quality control samples, such as ' +
        'duplicates, field blanks and trip blanks for volatiles. I calibrate the water quality meter that ' +
        'morning and record it. At the well, I note its condition, measure the depth to water before ' +
        'disturbing it, and then purge it, usually with a low-flow pump, while recording pH, conductivity, ' +
        'temperature, dissolved oxygen, redox and turbidity until they stabilize within the criteria in ' +
        'the plan. I sample from the least to the most contaminated wells, wear new gloves at each well, ' +
        'fill volatile vials first without headspace, preserve and label the bottles, and keep them on ' +
        'ice. I decontaminate reusable equipment between wells and take an equipment blank if the plan ' +
        'calls for one. Everything goes on the field form and the chain-of-custody form, which stays ' +
        'with the samples until the laboratory signs for them.',
      evaluationCriteria: [
        'Strong: prepares from the sampling plan, including quality control samples and holding times.',
        'Strong: measures water level and purges until field parameters stabilize.',
        'Strong: avoids cross-contamination through sampling order, gloves and decontamination.',
        'Strong: documents everything and keeps an unbroken chain of custody.',
      ],
    },
    {
      id: 'role-environmental-scientist-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'During a Phase I environmental site assessment of a former auto repair shop, what would you look ' +
        'for, and when would you recommend a Phase II?',
      answer:
        'A Phase I follows the ASTM E1527 standard and the All Appropriate Inquiries rule, so it has set ' +
        'parts: a records review, a site visit, interviews and a report. For a former repair shop, I ' +
        'would review historical aerial photos, fire insurance maps, city directories and regulatory ' +
        'databases for underground or aboveground storage tanks, hazardous waste generator records and ' +
        'reported spills, on the site and nearby. On the site visit I would look for floor drains, ' +
        'oil-water separators, hydraulic lifts, stained concrete, waste oil and solvent storage, fill ' +
        'pipes or vent pipes suggesting buried tanks, and stressed vegetation. I would interview the owner ' +
        'and any long-time occupant. If I found likely releases of petroleum or solvents that may have ' +
        'reached soil or groundwater, I would report them as recognized environmental conditions and ' +
        'recommend a Phase II: soil borings and groundwater samples near the lifts, drains and former ' +
        'tanks, analyzed for petroleum compounds, chlorinated solvents and metals, to confirm whether ' +
        'contamination is present. I would be clear in the report about what I could not see or verify.',
      evaluationCriteria: [
        'Strong: names the ASTM standard and the main parts of a Phase I.',
        'Strong: lists the records and site features that matter for a repair shop, such as tanks, ' +
          'lifts, drains and solvents.',
        'Strong: explains recognized environmental conditions and what triggers a Phase II.',
        'Strong: targets Phase II sampling at the likely sources and states data gaps honestly.',
      ],
    },
    {
      id: 'role-environmental-scientist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'The construction schedule depends on your wetland delineation report, but during the field visit ' +
        'you find a wetland area the client did not expect. The project manager asks you to leave it out ' +
        'of the report. What do you do?',
      answer:
        'I would not leave it out. The delineation has to reflect what is on the ground, using the ' +
        'vegetation, soil and hydrology criteria of the Corps of Engineers manual and the regional ' +
        'supplement, and the Corps may verify it. Leaving it out would put the client at risk of ' +
        'violations, stop-work orders and fines, and it would be dishonest and could cost me and the ' +
        'firm our credibility with regulators. I would first make sure my data is solid: check the data ' +
        'points, photos and boundary mapping. Then I would explain to the project manager, calmly and ' +
        'quickly, what I found and what it means, and offer options that help the schedule: whether the ' +
        'design can avoid or reduce the impact, whether the impact might fit a nationwide permit, and ' +
        'what a permit would take in time. If the pressure continued, I would take it to my supervisor ' +
        'or the principal in charge, because this is a decision the firm must stand behind.',
      evaluationCriteria: [
        'Strong: refuses to misrepresent field findings and explains the legal and ethical risks.',
        'Strong: checks the quality of their own data before raising the issue.',
        'Strong: offers practical options such as avoidance, redesign or the right permit path.',
        'Strong: escalates appropriately if pressure continues.',
      ],
    },
    {
      id: 'role-environmental-scientist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you had to explain technical environmental findings to people without a ' +
        'science background.',
      answer:
        'Situation: I worked on groundwater monitoring at a closed industrial site next to a residential ' +
        'neighborhood, and the results showed solvent concentrations above the state screening level in ' +
        'two wells near the property line. Task: The client asked me to help present the results at a ' +
        'community meeting, where residents were worried about their drinking water. Action: I prepared ' +
        'a simple map showing where the wells were, which direction groundwater flows, and where the ' +
        'affected area ended, and I compared the numbers with the drinking water standard in plain ' +
        'words. I explained that the homes were on city water, not wells, and what the next steps were: ' +
        'more sampling and a vapor intrusion check for the nearest houses. I practiced with a colleague ' +
        'who was not a scientist and removed jargon, and I answered questions honestly, including what ' +
        'we did not yet know. Result: The meeting stayed calm, eight households agreed to indoor air ' +
        'sampling, and the state project manager told the client the outreach was one of the clearest ' +
        'she had seen.',
      evaluationCriteria: [
        'Strong: understands the audience and its concerns.',
        'Strong: uses visuals, comparisons and plain language instead of jargon.',
        'Strong: is honest about uncertainty and next steps.',
        'Strong: describes a concrete outcome.',
      ],
    },
  ],
  'Event Planner': [
    {
      id: 'role-event-planner-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you build and manage an event budget?',
      answer:
        "I start with the event's goals, expected attendance, and the client's total budget, and then " +
        'list all cost categories: venue, food and beverage, often the largest item, audiovisual, ' +
        'decoration, transportation, staffing, speakers, marketing, printing, insurance, and permits. I ' +
        'get quotes from suppliers, and make sure to include the costs that are often missed, such as ' +
        'service charges on food and beverage, often around 20 to 25 percent, taxes, overtime for venue ' +
        'staff, shipping, and delivery fees. I add a contingency of about 10 percent. If the event has ' +
        'income, such as registrations or sponsorships, I include it with realistic estimates. During ' +
        'planning, I track the budget in a spreadsheet with estimated, contracted, and actual costs, and ' +
        'payment dates, and update it whenever something changes. If a cost goes over, I find savings in ' +
        'another area and tell the client. After the event, I reconcile the final invoices and prepare a ' +
        'report with cost per attendee.',
      evaluationCriteria: [
        'Strong: lists all major cost categories including often-missed service charges and taxes.',
        'Strong: includes a contingency and realistic income estimates.',
        'Strong: tracks estimated, contracted, and actual costs with payment dates.',
        'Strong: manages overruns with trade-offs and reconciles after the event.',
      ],
    },
    {
      id: 'role-event-planner-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'What do you negotiate in a hotel contract for a conference with a room block and catered meals?',
      answer:
        'The most important terms are those that can create financial penalties. For the room block, I ' +
        'negotiate the number of rooms per night based on realistic history, the group rate, the cutoff ' +
        'date, and the attrition clause, which sets how much of the block we can release without paying. ' +
        'I try to get a generous allowance, such as 20 percent, and ask for credit for attendees who ' +
        'book outside the block. For food and beverage, I confirm the minimum, and whether it is before ' +
        'or after service charges and taxes, and negotiate prices and menus. The cancellation clause ' +
        'should have a clear schedule of fees, and I make sure the force majeure clause covers events ' +
        'outside our control, such as severe weather or government restrictions. I also negotiate ' +
        'concessions, such as complimentary rooms, often one per 40 or 50 room nights, upgrades, meeting ' +
        'room rental waived if food minimums are met, and Wi-Fi. I review the contract with the client ' +
        'and legal advisor before signing.',
      evaluationCriteria: [
        'Strong: negotiates room block size, cutoff date, and attrition terms with realistic history.',
        'Strong: clarifies food and beverage minimums including service charges and taxes.',
        'Strong: addresses cancellation and force majeure clauses.',
        'Strong: negotiates concessions and involves legal review.',
      ],
    },
    {
      id: 'role-event-planner-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Twenty-four hours before a conference, the keynote speaker cancels because of illness. What do ' +
        'you do?',
      answer:
        'I would inform the client immediately and start working on options at the same time. First, I ' +
        'would check whether the speaker can present remotely, if their illness allows, since a live ' +
        'video session or a prerecorded talk might still work. If not, I would look for a replacement: ' +
        "other speakers on the program who could expand their session, a senior leader from the client's " +
        'organization, a panel discussion with other speakers, or speakers from my network or the ' +
        "speaker's bureau. I would present two or three options to the client with the advantages of " +
        'each, so they can decide quickly. Once chosen, I would update the agenda, the event app, signs, ' +
        "the host's script, and the audiovisual setup, and brief the new speaker. I would tell attendees " +
        'honestly and positively about the change. Afterward, I would review our contract terms with the ' +
        'speaker and consider having backup plans for key sessions at future events.',
      evaluationCriteria: [
        'Strong: informs the client immediately while developing options.',
        'Strong: considers remote presentation and several replacement options.',
        'Strong: updates all materials, logistics, and communication to attendees.',
        'Strong: reviews contracts and builds contingency plans for future events.',
      ],
    },
    {
      id: 'role-event-planner-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about the largest event you planned from start to finish.',
      answer:
        'Situation: I planned a three-day industry conference for 1,200 attendees, with 60 sessions, an ' +
        'exhibit hall of 80 exhibitors, and a gala dinner, with a budget of $1.4 million. Task: I was ' +
        'responsible for the full planning, from venue selection to the final report, working with a ' +
        'team of four. Action: I started 14 months ahead, selecting a convention hotel through an RFP ' +
        'and negotiating the room block with a 20 percent attrition allowance. I created a master ' +
        'timeline with milestones for each team member, and weekly meetings. We used a registration ' +
        'platform with an event app, and I organized the exhibit hall layout to increase traffic to ' +
        'exhibitors. I ran a full walkthrough with the venue two days before the event and had a ' +
        'run-of-show for every session. Result: Attendance exceeded the target by 8 percent, the event ' +
        'finished 3 percent under budget, and attendee satisfaction was 4.6 out of 5.',
      evaluationCriteria: [
        "Strong: describes the event's scale and their specific responsibilities.",
        'Strong: shows planning with long lead times, timelines, and negotiation.',
        'Strong: covers detailed execution such as walkthroughs and run-of-show.',
        'Strong: reports results on attendance, budget, and satisfaction.',
      ],
    },
  ],
  Other: [
    {
      id: 'role-other-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you learn the core processes, tools, and expectations of a new {role} position in ' +
        'your first 90 days?',
      answer:
        'In the first 30 days, I would focus on learning: meeting my manager to agree on what success ' +
        'looks like at 90 days, meeting the people I work with most to understand their needs, and ' +
        'learning the main processes and tools by doing real tasks with guidance, not only reading ' +
        'documents. I would write down questions and my understanding of how things work, and check it ' +
        'with colleagues. In the second month, I would take ownership of regular work, with my manager ' +
        'reviewing it, and look for one or two areas where I can help quickly, such as a backlog or a ' +
        'documentation gap. By the third month, I would work independently on most tasks, and could ' +
        'suggest improvements based on what I have seen, after understanding why things are done the ' +
        'current way. I would check in with my manager every few weeks to compare my progress with the ' +
        'goals.',
      evaluationCriteria: [
        'Strong: agrees on concrete success criteria with the manager early.',
        'Strong: learns through real work and relationships, not just reading.',
        'Strong: shows a progression from learning to ownership to improvement.',
        'Strong: seeks regular feedback and respects existing practices before changing them.',
      ],
    },
    {
      id: 'role-other-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Describe how you would measure a process you work on, improve it, and prove that the ' +
        'improvement worked.',
      answer:
        'First, I would define what the process is supposed to achieve and choose a few measures that ' +
        'reflect it, such as time to complete, error rate, cost, or customer satisfaction. Then I would ' +
        'measure the current state over a reasonable period, because without a baseline there is no way ' +
        'to prove improvement, and natural variation can be mistaken for change. I would map the process ' +
        'with the people who do it, to find where time is lost or errors happen, and find the root cause ' +
        'of the biggest problem, for example with the five whys. I would test a change on a small scale ' +
        'first, such as one team or one week, and compare the results with the baseline, watching for ' +
        'side effects, such as faster work but more errors. If it works, I would roll it out, document ' +
        'the new standard, and keep measuring, because improvements fade without follow-up.',
      evaluationCriteria: [
        "Strong: chooses measures that reflect the process's purpose and establishes a baseline.",
        'Strong: involves people who do the work and finds root causes.',
        'Strong: pilots the change and checks for side effects.',
        'Strong: standardizes the change and keeps measuring to sustain it.',
      ],
    },
    {
      id: 'role-other-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Early in a new role as a {role}, you notice that a routine way of working seems likely to cause ' +
        'errors. What do you do?',
      answer:
        'I would first make sure I understand the current practice and why it exists, because as a new ' +
        'person I may be missing context, such as a system limitation or an earlier problem it was ' +
        'designed to solve. I would ask a colleague or my manager about it with curiosity rather than ' +
        'criticism, for example asking how the team avoids a certain mistake with this approach. If the ' +
        'risk is real, I would collect a few concrete examples or data, such as errors that have ' +
        'happened or near misses, and suggest a specific, practical improvement to my manager. If the ' +
        'risk is serious, such as safety, legal, or financial harm, I would raise it immediately rather ' +
        'than waiting, even if it feels awkward to be new. Being new is an advantage: fresh eyes notice ' +
        'things the team no longer sees, but the way I raise it determines whether the team listens.',
      evaluationCriteria: [
        'Strong: seeks to understand the reasons for the current practice first.',
        'Strong: raises the concern with curiosity and concrete evidence.',
        'Strong: proposes a specific improvement.',
        'Strong: escalates serious risks immediately despite being new.',
      ],
    },
    {
      id: 'role-other-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about the professional accomplishment you are most proud of, and what it shows about ' +
        'how you work.',
      answer:
        'Situation: In a previous role, our team handled customer requests by email, and requests were ' +
        'often lost or answered late, with an average response time of four days. Task: Although it was ' +
        'not formally my job, I offered to find a better way to manage requests, and my manager agreed. ' +
        'Action: I reviewed a month of requests and grouped them into six types. I set up a shared ' +
        'request system with categories, owners, and target response times, and created templates for ' +
        'the most common answers. I trained the team in short sessions and asked for feedback during the ' +
        'first month, adjusting the categories twice. Result: The average response time fell to one day, ' +
        'no requests were lost in the following six months, and customer complaints about response time ' +
        'dropped by half. I am proud of it because it shows how I work: I notice problems, use data to ' +
        'understand them, and involve the people affected in the solution.',
      evaluationCriteria: [
        'Strong: chooses an accomplishment with clear personal contribution and impact.',
        'Strong: describes specific actions in a logical sequence.',
        'Strong: quantifies the result.',
        'Strong: reflects on what it shows about their working style.',
      ],
    },
  ],
};
