import type { LocalizedText } from '@stockcar/shared/i18n';

/*
 * The two legal footer items (public-site.md §2.3): the site shows them under the item's title,
 * so the texts start with their first section, not with a heading repeating the title.
 * Written for the Brazilian General Data Protection Law (LGPD, Lei nº 13.709/2018), the Internet
 * Civil Framework (Marco Civil da Internet, Lei nº 12.965/2014) and the Consumer Code (CDC).
 */

const CONTACT =
  '<a href="mailto:privacidade@stockcar.example.com">privacidade@stockcar.example.com</a>';
const UPDATED = '<p><em>Última atualização: 2 de janeiro de 2026.</em></p>';

const PRIVACY_PT = `${UPDATED}
<p>Esta Política de Privacidade explica como a organizadora do campeonato Stock Car (“Stock Car”, “nós”) trata os dados pessoais de quem visita este site, participa do Stock Club, vota no Fan Push, compra ingressos por nossos parceiros ou envia um formulário (proposta B2B, patrocínio ou Banco de talentos). Ela segue a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e o Marco Civil da Internet (Lei nº 12.965/2014).</p>
<h2>1. Quem é o controlador</h2>
<p>A Stock Car é a controladora dos dados pessoais tratados neste site, ou seja, é quem decide como e para que eles são usados. Dúvidas e pedidos sobre privacidade são atendidos pelo nosso Encarregado pelo Tratamento de Dados Pessoais (DPO), no e-mail ${CONTACT}.</p>
<h2>2. Dados que coletamos</h2>
<ul>
<li><strong>Cadastro no Stock Club:</strong> nome, CPF, data de nascimento, e-mail, celular, endereço com CEP, senha (guardada apenas em forma cifrada) e preferências, como piloto e equipe favoritos.</li>
<li><strong>Fan Push e quizzes:</strong> votos, respostas, pontuação e o número de celular usado para confirmar o voto por SMS.</li>
<li><strong>Formulários comerciais:</strong> nome, empresa, cargo, e-mail, celular e a mensagem enviada nas propostas B2B e nos contatos de patrocínio.</li>
<li><strong>Banco de talentos:</strong> dados de contato, área de interesse e o currículo enviado, que pode conter formação e experiência profissional.</li>
<li><strong>Navegação:</strong> endereço IP, data e hora de acesso, páginas visitadas, tipo de navegador e dispositivo, coletados de forma automática.</li>
</ul>
<p>Não pedimos dados pessoais sensíveis (como origem racial, religião, saúde ou biometria). Pedimos que o currículo também não os contenha.</p>
<h2>3. Para que usamos e com qual base legal</h2>
<ul>
<li><strong>Manter sua conta e o Stock Club</strong> (execução de contrato, art. 7º, V): autenticação, perfil, votos, pontuação e prêmios.</li>
<li><strong>Garantir votações justas</strong> (legítimo interesse, art. 7º, IX): confirmar votos por SMS, limitar um voto por pessoa e por etapa e detectar fraudes.</li>
<li><strong>Responder a propostas, contatos e candidaturas</strong> (procedimentos preliminares a contrato, art. 7º, V): encaminhar sua mensagem à equipe responsável e retornar o contato.</li>
<li><strong>Enviar novidades, ofertas e comunicações de parceiros</strong> (consentimento, art. 7º, I): só quando você autoriza, e você pode cancelar a qualquer momento pelo link presente em cada mensagem.</li>
<li><strong>Cumprir obrigações legais</strong> (art. 7º, II): guardar registros de acesso a aplicações por 6 meses (art. 15 do Marco Civil) e atender a ordens de autoridades.</li>
<li><strong>Defender direitos</strong> (exercício regular de direitos, art. 7º, VI): em processos judiciais, administrativos ou arbitrais.</li>
<li><strong>Melhorar o site e sua segurança</strong> (legítimo interesse, art. 7º, IX): estatísticas de uso agregadas, prevenção de abusos e correção de falhas.</li>
</ul>
<h2>4. Com quem compartilhamos</h2>
<p>Não vendemos dados pessoais. Compartilhamos apenas o necessário com:</p>
<ul>
<li><strong>Operadores</strong> que nos prestam serviços sob contrato e seguindo nossas instruções: hospedagem, envio de e-mails e SMS, atendimento e segurança da informação;</li>
<li><strong>Patrocinadores e parceiros</strong>, somente com o seu consentimento específico, para ofertas e ações promocionais;</li>
<li><strong>Plataformas de venda de ingressos</strong>, quando você compra por elas: a compra segue a política de privacidade da própria plataforma;</li>
<li><strong>Autoridades públicas</strong>, quando a lei ou uma ordem judicial exigir.</li>
</ul>
<h2>5. Transferência internacional</h2>
<p>Alguns fornecedores de tecnologia podem armazenar dados fora do Brasil. Nesses casos, a transferência segue o art. 33 da LGPD, com cláusulas contratuais que garantem um nível de proteção compatível com o da lei brasileira.</p>
<h2>6. Por quanto tempo guardamos</h2>
<ul>
<li>Dados da conta do Stock Club: enquanto a conta estiver ativa e por até 5 anos após o encerramento, para o exercício regular de direitos;</li>
<li>Registros de acesso: 6 meses, como exige o Marco Civil da Internet;</li>
<li>Propostas comerciais e contatos de patrocínio: até 2 anos após o último contato;</li>
<li>Currículos do Banco de talentos: até 2 anos, ou até você pedir a exclusão.</li>
</ul>
<p>Depois desses prazos, os dados são eliminados ou anonimizados.</p>
<h2>7. Como protegemos</h2>
<p>Adotamos medidas técnicas e administrativas de segurança (art. 46 da LGPD): conexão cifrada (HTTPS), senhas guardadas com algoritmo de hash, currículos em armazenamento privado que nunca fica disponível publicamente, acesso restrito por perfil de função e registro das operações. Se ocorrer um incidente que possa causar risco ou dano relevante, comunicaremos a Autoridade Nacional de Proteção de Dados (ANPD) e as pessoas afetadas.</p>
<h2>8. Crianças e adolescentes</h2>
<p>O cadastro no Stock Club é permitido a partir de 14 anos. De 14 a 17 anos, o cadastro depende da autorização do responsável legal. Não coletamos, de forma intencional, dados de crianças menores de 14 anos; se isso acontecer, os dados serão eliminados assim que identificados. Dados de crianças e adolescentes são tratados sempre no seu melhor interesse (art. 14 da LGPD).</p>
<h2>9. Cookies</h2>
<p>Usamos armazenamento local do navegador e cookies essenciais para manter sua sessão, o idioma escolhido e a categoria visitada. Cookies de estatística ou de publicidade só são usados com o seu consentimento, que pode ser retirado nas configurações do navegador.</p>
<h2>10. Seus direitos</h2>
<p>Como titular, você pode pedir a qualquer momento, de forma gratuita (art. 18 da LGPD):</p>
<ul>
<li>a confirmação de que tratamos seus dados e o acesso a eles;</li>
<li>a correção de dados incompletos, inexatos ou desatualizados;</li>
<li>a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;</li>
<li>a portabilidade dos seus dados a outro fornecedor;</li>
<li>a eliminação dos dados tratados com o seu consentimento;</li>
<li>a informação sobre com quem compartilhamos seus dados;</li>
<li>a informação sobre a possibilidade de não dar o consentimento e suas consequências;</li>
<li>a revogação do consentimento;</li>
<li>a revisão de decisões tomadas unicamente com base em tratamento automatizado.</li>
</ul>
<p>Para exercer seus direitos, escreva para ${CONTACT}. Responderemos em até 15 dias. Você também pode apresentar reclamação à ANPD (www.gov.br/anpd).</p>
<h2>11. Alterações desta política</h2>
<p>Esta política pode ser atualizada para refletir mudanças na lei ou nos nossos serviços. A data da última atualização fica no início do texto e, em mudanças relevantes, avisaremos os sócios do Stock Club por e-mail.</p>`;

const PRIVACY_EN = `<p><em>Last updated: 2 January 2026.</em></p>
<p>This Privacy Policy explains how the organiser of the Stock Car championship (“Stock Car”, “we”) processes the personal data of visitors, Stock Club members, Fan Push voters and anyone who sends us a form, under Brazil's General Data Protection Law (LGPD, Law 13,709/2018) and Internet Civil Framework (Law 12,965/2014).</p>
<h2>1. Controller and contact</h2>
<p>Stock Car is the controller of the personal data processed on this site. Our Data Protection Officer answers at ${CONTACT}.</p>
<h2>2. Data we collect and why</h2>
<ul>
<li><strong>Stock Club account</strong> (performance of a contract): name, CPF, date of birth, e-mail, mobile number, address and preferences.</li>
<li><strong>Fan Push votes</strong> (legitimate interest in fair voting): votes and the mobile number that confirms them by SMS.</li>
<li><strong>Business, sponsorship and careers forms</strong> (pre-contractual steps): contact details, your message and your CV.</li>
<li><strong>Access logs</strong> (legal obligation): IP address, date and time, kept for 6 months.</li>
<li><strong>Marketing messages</strong>: only with your consent, which you may withdraw at any time.</li>
</ul>
<h2>3. Sharing</h2>
<p>We never sell personal data. We share it only with processors working under contract (hosting, e-mail, SMS), with sponsors when you consent, and with authorities when the law requires.</p>
<h2>4. Retention and security</h2>
<p>Data is kept only as long as its purpose or the law requires, then deleted or anonymised. Passwords are hashed, CVs are stored privately and all traffic is encrypted.</p>
<h2>5. Children and teenagers</h2>
<p>Stock Club accounts require a minimum age of 14; from 14 to 17, a legal guardian's authorisation is required.</p>
<h2>6. Your rights</h2>
<p>You may ask for confirmation of processing, access, correction, anonymisation, portability or deletion of your data, information about sharing, and withdraw consent at any time, free of charge, at ${CONTACT}. You may also complain to Brazil's data protection authority (ANPD).</p>`;

const TERMS_PT = `${UPDATED}
<p>Estes Termos de Uso regulam o acesso ao site oficial da Stock Car e aos serviços oferecidos nele, como o Stock Club, o Fan Push, os quizzes e os formulários de contato. Ao navegar pelo site ou criar uma conta, você declara que leu e concorda com estes termos e com a nossa Política de Privacidade.</p>
<h2>1. O que o site oferece</h2>
<p>Notícias, calendário, classificação, informações de pilotos, equipes e circuitos, transmissões ao vivo, galerias de fotos, o programa de fidelidade Stock Club, a votação Fan Push e canais para propostas comerciais, patrocínio e candidaturas. Podemos alterar, suspender ou encerrar qualquer serviço, avisando com antecedência sempre que possível.</p>
<h2>2. Cadastro no Stock Club</h2>
<ul>
<li>O cadastro é pessoal e intransferível e exige idade mínima de 14 anos. De 14 a 17 anos, depende da autorização do responsável legal.</li>
<li>Você se compromete a informar dados verdadeiros e atualizados e responde pela veracidade do que informar.</li>
<li>A senha é pessoal: não a compartilhe. Avise-nos imediatamente se suspeitar de uso indevido da sua conta.</li>
<li>Cada pessoa pode ter uma única conta, vinculada ao seu CPF.</li>
</ul>
<h2>3. Fan Push, votações e quizzes</h2>
<ul>
<li>Cada sócio vota uma vez por etapa, com confirmação por SMS no celular cadastrado.</li>
<li>Os pilotos mais votados recebem o benefício previsto no regulamento desportivo da temporada, que prevalece em caso de conflito com estes termos.</li>
<li>Robôs, scripts, contas falsas, compra ou venda de votos e qualquer outra tentativa de fraude cancelam os votos e pontos envolvidos e podem levar à exclusão da conta.</li>
<li>Prêmios e pontuações seguem as regras publicadas em cada ação e não podem ser trocados por dinheiro.</li>
</ul>
<h2>4. Regras de conduta</h2>
<p>Ao usar o site, você não deve:</p>
<ul>
<li>publicar ou enviar conteúdo ilegal, ofensivo, discriminatório ou que viole direitos de terceiros;</li>
<li>tentar acessar áreas restritas, contas de outras pessoas ou sistemas da Stock Car;</li>
<li>enviar vírus, sobrecarregar os servidores ou coletar dados do site de forma automatizada sem autorização;</li>
<li>se passar por outra pessoa, piloto, equipe ou pela própria Stock Car.</li>
</ul>
<h2>5. Propriedade intelectual</h2>
<p>Marcas, logotipos, textos, fotos, vídeos, transmissões e demais conteúdos do site pertencem à Stock Car ou a seus parceiros e são protegidos pela Lei de Direitos Autorais (Lei nº 9.610/1998) e pela Lei de Propriedade Industrial (Lei nº 9.279/1996). É permitido compartilhar links e conteúdos pelas ferramentas do próprio site, para uso pessoal e sem fins comerciais. Qualquer outra reprodução depende de autorização por escrito.</p>
<h2>6. Ingressos e eventos</h2>
<p>Os ingressos são vendidos por plataformas parceiras, com termos e políticas próprios. O acesso aos eventos segue as regras de cada autódromo e as da Stock Car, incluindo as regras de entrada de menores: de 2 a 18 anos, somente acompanhados do responsável legal e com ingresso adquirido, apresentando documento original com foto de ambos; menores de 2 anos não são admitidos.</p>
<h2>7. Formulários e Banco de talentos</h2>
<p>Ao enviar uma proposta, um contato de patrocínio ou uma candidatura, você declara que os dados são verdadeiros e que tem autorização para compartilhá-los. O envio não cria obrigação de contratação ou de resposta positiva.</p>
<h2>8. Links e conteúdo de terceiros</h2>
<p>O site traz links para lojas, plataformas de ingressos, redes sociais e sites de parceiros. Não controlamos esses serviços e não respondemos pelo seu conteúdo ou pelas suas práticas de privacidade.</p>
<h2>9. Responsabilidade</h2>
<p>Trabalhamos para manter o site disponível, seguro e com informações corretas, mas horários, resultados e classificações podem mudar por decisão dos comissários desportivos ou por motivos de força maior. Nada nestes termos limita os direitos que o Código de Defesa do Consumidor (Lei nº 8.078/1990) garante a você.</p>
<h2>10. Suspensão de contas</h2>
<p>Contas que violem estes termos podem ser suspensas ou encerradas. Antes disso, sempre que possível, avisaremos o sócio e daremos a oportunidade de se manifestar.</p>
<h2>11. Alterações</h2>
<p>Estes termos podem ser atualizados. A data da última atualização fica no início do texto e, em mudanças relevantes, avisaremos os sócios do Stock Club por e-mail.</p>
<h2>12. Lei aplicável e foro</h2>
<p>Estes termos seguem a lei brasileira. Fica eleito o foro do domicílio do consumidor para resolver qualquer questão deles decorrente. Antes de recorrer ao Judiciário, fale com a gente pelo e-mail de contato do site: a maioria das questões se resolve por ali.</p>`;

const TERMS_EN = `<p><em>Last updated: 2 January 2026.</em></p>
<p>These Terms of Use govern the official Stock Car website and its services (Stock Club, Fan Push, quizzes and contact forms). By using the site you agree to them and to our Privacy Policy.</p>
<h2>1. Stock Club accounts</h2>
<p>Accounts are personal, one per person, with a minimum age of 14; from 14 to 17 a legal guardian's authorisation is required. Keep your password to yourself and your details up to date.</p>
<h2>2. Voting</h2>
<p>Each member votes once per round, confirmed by SMS. Bots, fake accounts and any attempt at fraud void the votes involved and may close the account.</p>
<h2>3. Content</h2>
<p>Brands, texts, photos and videos belong to Stock Car or its partners and are protected by Brazilian copyright law. Sharing through the site's own tools for personal use is welcome; any other reproduction needs written permission.</p>
<h2>4. Tickets and events</h2>
<p>Tickets are sold by partner platforms under their own terms. Minors aged 2 to 18 enter only with a legal guardian and a purchased ticket, both showing original photo ID; children under 2 are not admitted.</p>
<h2>5. Law</h2>
<p>These terms are governed by Brazilian law, without prejudice to the rights granted by the Consumer Protection Code.</p>`;

export const PRIVACY: LocalizedText = { 'pt-br': PRIVACY_PT, en: PRIVACY_EN };
export const TERMS: LocalizedText = { 'pt-br': TERMS_PT, en: TERMS_EN };
